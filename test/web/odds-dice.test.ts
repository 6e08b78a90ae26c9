/** The SMS odds chart asks the chances for every die of the ladder, D2 included (issue 39, Why 10). */
import { describe, expect, it } from 'vitest';
import { SMS_DICE } from '../../src/rules/dice.js';
import { OddsByDieDocument } from '../../web/src/gql/graphql.js';

describe('the odds chart', () => {
  it('has a row for each die of the SMS ladder', () => {
    const operation = OddsByDieDocument.definitions.find((d) => d.kind === 'OperationDefinition');
    const asked = (operation?.kind === 'OperationDefinition' ? operation.selectionSet.selections : []).map((field) => {
      const difficulty = field.kind === 'Field' ? field.arguments?.[0] : undefined;
      const value = difficulty?.value.kind === 'ObjectValue' ? difficulty.value.fields.find((f) => f.name.value === 'difficulty')?.value : undefined;
      return value?.kind === 'IntValue' ? Number(value.value) : null;
    });
    expect(asked).toEqual([...SMS_DICE]);
  });
});
