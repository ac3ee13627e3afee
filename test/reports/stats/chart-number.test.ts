// A chart's numbers (bar values, the run-wide line, the axis ends): one decimal from 10 on, three under it, and zero
// as 0. An axis from 0 to 100 read «0.000» beside «100.0» (pdf27's lead), a dealer with no finding «0.000».
import { describe, expect, it } from 'vitest';
import { chartNumber } from '../../../reports/stats/charts.js';

describe('chartNumber', () => {
  it('writes zero as 0, small values with three decimals and large ones with one', () => {
    expect([0, -0, 0.0004, 0.0123, 9.9994, 10, 12.34, 100, -2.5].map(chartNumber))
      .toEqual(['0', '0', '0.000', '0.012', '9.999', '10.0', '12.3', '100.0', '-2.500']);
  });
});
