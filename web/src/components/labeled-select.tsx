/** Moved to the UI kit (components/ui/field.tsx); this path stays until every screen imports it from there. */
export { LabeledSelect } from './ui/field-frame';
