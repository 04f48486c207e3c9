import {expect, it, vi} from 'vitest';
import {loadOnce} from '../../src/client/loadOnce';

it('loads once, shares the load under way, and then answers from what it loaded', async () => {
  const importer = vi.fn(() => Promise.resolve('chunk'));
  const once = loadOnce(importer);
  expect(once.current()).toBeNull();
  const [first, second] = await Promise.all([once.load(), once.load()]);
  expect([first, second, once.current()]).toEqual(['chunk', 'chunk', 'chunk']);
  await once.load();
  expect(importer).toHaveBeenCalledTimes(1);
});

it('tries again after a failed load', async () => {
  const importer = vi
    .fn()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce('chunk');
  const once = loadOnce<string>(importer);
  await expect(once.load()).rejects.toThrow('offline');
  expect(once.current()).toBeNull();
  await expect(once.load()).resolves.toBe('chunk');
  expect(importer).toHaveBeenCalledTimes(2);
});

it('never loads what it was given at the start', async () => {
  const importer = vi.fn(() => Promise.resolve('other'));
  const once = loadOnce(importer, 'bundled');
  await expect(once.load()).resolves.toBe('bundled');
  expect(importer).not.toHaveBeenCalled();
});
