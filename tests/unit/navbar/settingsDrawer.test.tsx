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
    ['rgb(0,0,0)}body{display:none}x{y:(z)', /Not one colour/],
    ['rgb(1,2,3);background-image:url(http://evil.example/x.png)', /Not one colour/],
    ['#fff;color:red', /hex colour/],
    ['red', /Colour names such as "red" are not accepted/],
    ['lab(50% 40 59)', /lab\(\) is not accepted/],
    ['color(xyz 0.1 0.2 0.3)', /color\(\) takes one of the spaces srgb, display-p3/],
    ['hsl(10, 20, 30)', /hsl\(\) takes a hue/],
  ])('refuses %j with a message beside the field and stores nothing', (value, reason) => {
    renderWithSite(<SettingsDrawer open onClose={() => {}} />);
    fireEvent.change(colourField(), { target: { value } });
    expect(colourField().getAttribute('aria-invalid')).toBe('true');
    const describedBy = colourField().getAttribute('aria-describedby');
    const message = (describedBy && document.getElementById(describedBy)?.textContent) || '';
    expect(message.startsWith(INVALID_COLOR_MESSAGE)).toBe(true);
    expect(message).toMatch(reason);
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    act(() => {
      fireEvent.submit(colourField().closest('form')!);
    });
    expect(window.localStorage.getItem(PALETTE_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['rgb(0 0 0 / 0)', 'rgba(0, 0, 0, 0)'],
    ['hsl(210deg 50% 40%)', 'hsl(210, 50%, 40%)'],
    ['color(display-p3 1 0.5 0 / 50%)', 'color(display-p3 1 0.5 0 /0.5)'],
  ])('stores %j in the stored form %j, the one start-up checks', (value, stored) => {
    renderWithSite(<SettingsDrawer open onClose={() => {}} />);
    fireEvent.change(colourField(), { target: { value } });
    expect(colourField().getAttribute('aria-invalid')).toBe('false');
    act(() => {
      screen.getByRole('button', { name: 'Apply' }).click();
    });
    expect(JSON.parse(window.localStorage.getItem(PALETTE_STORAGE_KEY)!)).toEqual({
      primary: { main: stored },
    });
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
