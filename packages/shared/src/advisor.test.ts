import { describe, expect, it } from 'vitest';
import { advisorRequestSchema, graduationYearMax } from './advisor.ts';

const valid = {
  email: 'Priya@Example.com',
  fullName: ' Priya Raman ',
  graduationYear: 2024,
  jobTitle: 'Student',
  program: 'Data Science',
  mobile: '9876543210',
};

function messages(input: unknown): string[] {
  const result = advisorRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('advisor request schema', () => {
  it('accepts the six fields and tidies the e-mail and name', () => {
    expect(advisorRequestSchema.parse(valid)).toEqual({
      ...valid,
      email: 'priya@example.com',
      fullName: 'Priya Raman',
    });
  });

  it('requires every field', () => {
    expect(messages({})).toEqual([
      'Email is required',
      'Full name is required',
      'Graduation year is required',
      'Please choose your job title',
      'Please choose a program',
      'Mobile number is required',
    ]);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Invalid email'],
    [{ fullName: '   ' }, 'Full name is required'],
    [{ graduationYear: 1959 }, 'Enter a valid graduation year'],
    [{ graduationYear: graduationYearMax() + 1 }, 'Enter a valid graduation year'],
    [{ graduationYear: 2020.5 }, 'Enter a valid graduation year'],
    [{ graduationYear: Number.NaN }, 'Graduation year is required'],
    [{ jobTitle: 'Astronaut' }, 'Please choose your job title'],
    [{ program: 'Cooking' }, 'Please choose a program'],
    [{ mobile: '' }, 'Mobile number is required'],
    [{ mobile: '98765' }, 'Mobile number must be 10 digits'],
    [{ mobile: '98765abcde' }, 'Mobile number must be 10 digits'],
  ])('rejects %o with its message', (change, message) => {
    expect(messages({ ...valid, ...change })).toEqual([message]);
  });

  it('accepts the boundary years', () => {
    expect(messages({ ...valid, graduationYear: 1960 })).toEqual([]);
    expect(messages({ ...valid, graduationYear: graduationYearMax() })).toEqual([]);
  });
});
