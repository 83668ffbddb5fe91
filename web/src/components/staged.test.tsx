import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Staged } from './staged';

describe('Staged', () => {
  it('renders nothing of its children with its parent, then one more in each later task, in order', async () => {
    render(
      <div data-testid="list">
        <Staged>
          <p>one</p>
          {false}
          <p>two</p>
          <p>three</p>
        </Staged>
      </div>,
    );
    const texts = () => [...screen.getByTestId('list').querySelectorAll('p')].map((p) => p.textContent);
    expect(texts()).toEqual([]);
    const seen: string[][] = [];
    for (let task = 0; task < 4; task++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      seen.push(texts() as string[]);
    }
    expect(seen[0]).toEqual(['one']);
    expect(seen.at(-1)).toEqual(['one', 'two', 'three']);
    // never two at once: each child had a commit of its own
    for (let i = 1; i < seen.length; i++) expect(seen[i].length - seen[i - 1].length).toBeLessThanOrEqual(1);
  });
});
