import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {browserStorage, repairStoredValues, storedValueRules} from './storedValues';
import versions from '../../../../versions.json';

// Runs before the app reads any preference, so a corrupt or foreign value is never used.
if (ExecutionEnvironment.canUseDOM) {
  const storage = browserStorage();
  if (storage) {
    repairStoredValues(storage, storedValueRules(['current', ...versions]));
  }
}

export {};
