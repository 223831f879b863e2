import { describe, expect, it } from 'vitest';
import { staffPasswordProblem } from './staff-password.ts';

describe('staff password rule', () => {
  it('when a password is long and not built on a common word, then it is accepted', () => {
    for (const ok of ['correct horse battery', 'Tiger-lily 2026 rain', 'x7#Kq2!mZp9@wL', 'ผ่านได้แน่นอนครับนะ'])
      expect(staffPasswordProblem(ok, 'alice'), ok).toBeNull();
  });

  it('when a password is shorter than 12 or longer than 128 characters, then the length is the problem', () => {
    expect(staffPasswordProblem('Sh0rt!pass', 'alice')).toBe('length');
    expect(staffPasswordProblem('a'.repeat(129), 'alice')).toBe('length');
  });

  it('when a password is a common word dressed up with digits, symbols or l33t, then it is refused', () => {
    for (const weak of [
      'Password123!',
      'P@ssw0rd2026!!',
      '!!Qwertyuiop1',
      'Welcome12345',
      '123456789012',
      'aaaaaaaaaaaa',
      'abcdefghijkl',
    ])
      expect(staffPasswordProblem(weak, 'alice'), weak).toBe('common');
  });

  it('when a password contains the username, then it is refused', () => {
    expect(staffPasswordProblem('my-alice-is-great', 'Alice')).toBe('username');
  });
});
