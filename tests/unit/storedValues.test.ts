import {describe, expect, it} from 'vitest';
import {
  repairStoredValues,
  storedValueRules,
} from '../../src/plugins/storedPreferences/client/storedValues';

const rules = storedValueRules(['current', '0.7']);

function memoryStorage(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('repairStoredValues', () => {
  it('keeps valid values', () => {
    const storage = memoryStorage({
      theme: 'dark',
      'docusaurus.announcement.dismiss': 'true',
      'docusaurus.announcement.id': 'panel-1-11-8-two-factor-disable',
      'docs-preferred-version-default': '0.7',
      'docusaurus.tab.code-samples': 'python',
      'pterodactyl-docs.panel-url': 'https://panel.example.com',
    });
    expect(repairStoredValues(storage, rules)).toEqual([]);
    expect(storage.data.size).toBe(6);
  });

  it('removes every corrupt or foreign value and leaves unrelated keys alone', () => {
    const storage = memoryStorage({
      theme: 'light',
      'docusaurus.announcement.dismiss': 'maybe',
      'docusaurus.announcement.id': 'bad\u0000id',
      'docs-preferred-version-default': '9.9',
      'docusaurus.tab.code-samples': '<script>',
      'pterodactyl-docs.panel-url': 'javascript:alert(1)',
      'someone-else': 'untouched',
    });
    expect(repairStoredValues(storage, rules).sort()).toEqual(
      [
        'docs-preferred-version-default',
        'docusaurus.announcement.dismiss',
        'docusaurus.announcement.id',
        'docusaurus.tab.code-samples',
        'pterodactyl-docs.panel-url',
        'theme',
      ].sort(),
    );
    expect([...storage.data.keys()]).toEqual(['someone-else']);
  });

  it('never throws when storage refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(repairStoredValues(refusing, rules)).toEqual([]);
  });
});
