import * as React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import SettingsDrawer, { INVALID_COLOR_MESSAGE } from '@site/src/components/navbar/SettingsDrawer';
import { PALETTE_STORAGE_KEY } from '@site/src/constants';
import { resetStorageMemory } from '@site/src/storage/browserStorage';
import { renderWithSite } from '../renderWithSite';

afterEach(() => {
  window.localStorage.clear();
  resetStorageMemory();
});

function colourField(): HTMLInputElement {
  return screen.getByTestId('palette-color-input') as HTMLInputElement;
}

describe('the settings drawer colour field', () => {
  it.each([
    'rgb(0,0,0)}body{display:none}x{y:(z)',
    'rgb(1,2,3);background-image:url(http://evil.example/x.png)',
    '#fff;color:red',
    'red',
  ])('refuses %j with a message beside the field and stores nothing', (value) => {
    renderWithSite(<SettingsDrawer open onClose={() => {}} />);
    fireEvent.change(colourField(), { target: { value } });
    expect(screen.getByText(INVALID_COLOR_MESSAGE)).toBeTruthy();
    expect(colourField().getAttribute('aria-invalid')).toBe('true');
    const describedBy = colourField().getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(INVALID_COLOR_MESSAGE);
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    act(() => {
      fireEvent.submit(colourField().closest('form')!);
    });
    expect(window.localStorage.getItem(PALETTE_STORAGE_KEY)).toBeNull();
  });

  it('stores a complete colour', () => {
    renderWithSite(<SettingsDrawer open onClose={() => {}} />);
    fireEvent.change(colourField(), { target: { value: 'rgb(10, 99, 201)' } });
    expect(screen.queryByText(INVALID_COLOR_MESSAGE)).toBeNull();
    act(() => {
      screen.getByRole('button', { name: 'Apply' }).click();
    });
    expect(JSON.parse(window.localStorage.getItem(PALETTE_STORAGE_KEY)!)).toEqual({
      primary: { main: 'rgb(10, 99, 201)' },
    });
  });
});
