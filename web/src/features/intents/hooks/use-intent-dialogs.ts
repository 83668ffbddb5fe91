import type { Intent } from '@shared/schemas/intent';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { type NewIntentSuggestion, type OptimizeResult, useEnhanceIntent, useOptimizeTraining } from '../api/intents';
import type { EnhanceRun } from '../components/enhance-dialog';
import type { IntentEditor } from './use-intent-form';

/**
 * The Training Center's dialogs and what opens them: the intent form (a fresh form each opening), the
 * delete question, AI Enhance (opens at once, the suggestions arrive into it) and AI Optimize's results,
 * from which a suggested intent opens the form prefilled.
 */
export function useIntentDialogs() {
  const [editor, setEditor] = useState<IntentEditor>({ kind: 'create' });
  const [editorOpen, setEditorOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [deleteTarget, setDeleteTarget] = useState<Intent | null>(null);
  const [optimizeResult, setOptimizeResult] = useState<OptimizeResult | null>(null);
  const [optimizeOpen, setOptimizeOpen] = useState(false);
  const [enhanceRun, setEnhanceRun] = useState<EnhanceRun | null>(null);
  const enhance = useEnhanceIntent();
  const optimize = useOptimizeTraining();

  const openEditor = (next: IntentEditor) => {
    setEditor(next);
    setFormKey((key) => key + 1);
    setEditorOpen(true);
  };

  const onEnhance = (intent: Intent) => {
    setEnhanceRun({ intent, result: null });
    enhance.mutate(intent.id, {
      onSuccess: (result) =>
        setEnhanceRun((run) => (run?.intent.id === intent.id ? { intent: run.intent, result } : run)),
      onError: (error) => {
        // only this run's dialog: an older run failing late must not close a newer one
        setEnhanceRun((run) => (run?.intent.id === intent.id ? null : run));
        notify.error('Enhancement failed', serverErrorText(error, 'Please try again.'));
      },
    });
  };

  const onOptimize = () =>
    optimize.mutate(undefined, {
      onSuccess: (result) => {
        setOptimizeResult(result);
        setOptimizeOpen(true);
      },
      onError: (error) => notify.error('Optimization failed', serverErrorText(error, 'Please try again.')),
    });

  const onCreateFromSuggestion = (suggestion: NewIntentSuggestion) => {
    setOptimizeOpen(false);
    openEditor({
      kind: 'create',
      initial: {
        title: suggestion.title,
        description: suggestion.description,
        phrases: suggestion.phrases.length ? [...suggestion.phrases] : [''],
        response: '',
      },
    });
  };

  return {
    editor: { open: editorOpen, editor, formKey, onOpenChange: setEditorOpen },
    openEditor,
    deleteTarget,
    setDeleteTarget,
    enhanceRun,
    closeEnhance: () => setEnhanceRun(null),
    onEnhance,
    optimize: {
      result: optimizeResult,
      open: optimizeOpen,
      onOpenChange: setOptimizeOpen,
      pending: optimize.isPending,
    },
    onOptimize,
    onCreateFromSuggestion,
  };
}
