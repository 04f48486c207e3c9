import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {repairStoredValues, storedValueRules} from '../lib/storedValues';
import versions from '../../versions.json';

// Runs before the app reads any preference, so a corrupt or foreign value is never used.
if (ExecutionEnvironment.canUseDOM) {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  if (storage) {
    repairStoredValues(storage, storedValueRules(['current', ...versions]));
  }
}

export {};
