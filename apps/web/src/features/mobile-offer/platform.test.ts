import { describe, expect, it } from 'vitest';
import { UA } from '../../../test/user-agents';
import { detectPhonePlatform } from './platform';

describe('phone platform', () => {
  it('detects iOS and Android phones, not tablets or desktops', () => {
    expect(detectPhonePlatform(UA.iphone)).toBe('ios');
    expect(detectPhonePlatform(UA.androidPhone)).toBe('android');
    expect(detectPhonePlatform(UA.androidTablet)).toBeNull();
    expect(detectPhonePlatform(UA.ipad)).toBeNull();
    expect(detectPhonePlatform(UA.desktop)).toBeNull();
  });
});
