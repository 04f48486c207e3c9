import {describe, expect, it} from 'vitest';
import {numericThrottle} from '../../../scripts/facts/laravel';

describe('a throttle middleware read as numbers', () => {
  it('takes ThrottleRequests::handle’s defaults where the arguments are left out', () => {
    expect(numericThrottle('throttle')).toEqual({count: 60, window_minutes: 1});
    expect(numericThrottle('throttle:15')).toEqual({count: 15, window_minutes: 1});
    expect(numericThrottle('throttle:10,5')).toEqual({count: 10, window_minutes: 5});
  });

  it('leaves a named limiter to the limiter table', () => {
    expect(numericThrottle('throttle:api.client')).toBeNull();
    expect(numericThrottle('throttle:api.client:server-resource:backup')).toBeNull();
  });
});
