import { exportFileName, withinBudget } from './client-export';

describe('client export', () => {
  it('keeps items in order while they fit the byte budget, uses it up and says when it cut', () => {
    const items = [{ a: 'x'.repeat(10) }, { a: 'y'.repeat(10) }, { a: 'z' }];
    const one = JSON.stringify(items[0]).length; // 18 bytes
    const budget = { left: one * 2 - 1 };
    expect(withinBudget(items, budget)).toEqual({ items: [items[0]], cut: true });
    expect(budget.left).toBe(one - 1);
    const roomy = { left: 1000 };
    expect(withinBudget(items, roomy)).toEqual({ items, cut: false });
  });

  it('names the file after the company, with the date', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(exportFileName('Export & Sons', at)).toBe('export-sons-export-2026-11-23.json');
    expect(exportFileName('Café Délice', at)).toBe('cafe-delice-export-2026-11-23.json');
    expect(exportFileName('मेरा स्टोर', at)).toBe('client-export-2026-11-23.json');
  });
});
