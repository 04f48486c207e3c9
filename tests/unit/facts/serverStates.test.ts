/**
 * The refusing server states read from `Server::validateCurrentState()`: a model written for this
 * test (not the panel's), in memory, with each shape of condition the reader knows, and the
 * shapes it must refuse as unknown facts rather than leave out.
 */
import {describe, expect, it} from 'vitest';
import {serverStateFacts} from '../../../scripts/facts/serverStates';
import {inMemoryPhp} from './support/phpSource';

/** `Pterodactyl\Models\Server` with `test` as the condition of its refusal, and `extra` methods. */
function read(test: string | null, extra = '') {
  const check =
    test === null
      ? ''
      : `public function validateCurrentState()
    {
        if (${test}) {
            throw new ServerStateConflictException($this);
        }
    }`;
  const files: Record<string, string> = {
    'app/Models/Server.php': `<?php
namespace Pterodactyl\\Models;
use Pterodactyl\\Exceptions\\Http\\Server\\ServerStateConflictException;
class Server
{
    public const STATUS_BUSY = 'busy';
    public const STATUS_SETUP = 'setting_up';
    public const STATUS_SETUP_FAILED = 'setup_failed';
    public const STATUS_LOCKED = 'locked';
    public function isReady(): bool
    {
        return $this->status !== self::STATUS_SETUP && $this->status !== self::STATUS_SETUP_FAILED;
    }
    public function isLocked(): bool
    {
        return $this->status === self::STATUS_LOCKED;
    }
    ${extra}
    ${check}
}`,
  };
  const {index, context: base} = inMemoryPhp(files, ['Pterodactyl\\', 'app/']);
  const unknowns: string[] = [];
  const facts = serverStateFacts(index, base, (construct) => unknowns.push(construct));
  return {facts, unknowns};
}

describe('the refusing server states', () => {
  it('reads each part of the test, in order, through the model methods it calls', () => {
    const {facts, unknowns} = read(
      `$this->isLocked() || $this->host->isResting() || !$this->isReady() || $this->status === self::STATUS_BUSY || !is_null($this->move)`,
    );
    expect(unknowns).toEqual([]);
    expect(facts).toEqual({
      file: 'app/Models/Server.php',
      symbol: 'Server::validateCurrentState',
      exception: 'ServerStateConflictException',
      refuses: [
        {condition: 'status in locked', status: ['locked'], via: ['Server::isLocked']},
        {condition: 'host->isResting()'},
        {
          condition: 'status in setting_up, setup_failed',
          status: ['setting_up', 'setup_failed'],
          via: ['Server::isReady'],
        },
        {condition: 'status in busy', status: ['busy']},
        {condition: 'move !== null'},
      ],
    });
  });

  it('has no fact where the model has no such check (panels before 1.3.0)', () => {
    expect(read(null)).toEqual({facts: null, unknowns: []});
  });

  it.each([
    ['a negated single status', `!($this->status === self::STATUS_BUSY)`],
    ['a negated relation method', `!$this->host->isResting()`],
    ['a model method with more than a return', `$this->isTwoStep()`],
    ['a property that is not a relation check', `$this->owner_id > 3`],
  ])('makes %s an unknown fact instead of leaving it out', (_what, test) => {
    const {facts, unknowns} = read(
      `$this->isLocked() || ${test}`,
      `public function isTwoStep(): bool { $x = 1; return $this->status === 'x'; }`,
    );
    expect(facts).toBeNull();
    expect(unknowns).toHaveLength(1);
  });

  it('makes a method with two refusing tests an unknown fact', () => {
    const {facts, unknowns} = read(
      `$this->isLocked()) { throw new ServerStateConflictException($this); } if ($this->isReady()`,
    );
    expect(facts).toBeNull();
    expect(unknowns).toEqual([
      '2 tests that throw ServerStateConflictException in Server::validateCurrentState',
    ]);
  });
});
