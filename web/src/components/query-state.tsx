/** Moved to the UI kit (components/ui); this path stays until every screen imports it from there. */
export { QueryState } from './ui/query-state';
