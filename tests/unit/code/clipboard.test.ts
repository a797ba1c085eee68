/**
 * Copy (maintainers/behaviour.md): Clipboard API, then the selection fallback, then the exact NotAllowed
 * error.
 */
import { CLIPBOARD_ERROR_MESSAGE, copyToClipboard, copyWithSelection } from '@site/src/code/clipboard';

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

function setExecCommand(impl: ((command: string) => boolean) | undefined) {
  Object.defineProperty(document, 'execCommand', { value: impl, configurable: true, writable: true });
}

afterEach(() => {
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  else delete (navigator as unknown as { clipboard?: unknown }).clipboard;
  setExecCommand(undefined);
});

describe('copyToClipboard', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const execCommand = jest.fn(() => true);
    setClipboard({ writeText });
    setExecCommand(execCommand);
    await copyToClipboard('npm install');
    expect(writeText).toHaveBeenCalledWith('npm install');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selected temporary element when the API is missing', async () => {
    setClipboard(undefined);
    let selectedText = '';
    const execCommand = jest.fn((command: string) => {
      selectedText = document.getSelection()?.toString() ?? '';
      return command === 'copy';
    });
    setExecCommand(execCommand);
    await copyToClipboard('line 1\nline 2');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selectedText).toBe('line 1\nline 2');
    // The temporary element and the selection are cleaned up.
    expect(document.body.querySelector('span[aria-hidden="true"]')).toBeNull();
    expect(document.getSelection()?.toString()).toBe('');
  });

  it('falls back when the API refuses (permission denied)', async () => {
    setClipboard({ writeText: jest.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')) });
    const execCommand = jest.fn(() => true);
    setExecCommand(execCommand);
    await expect(copyToClipboard('x')).resolves.toBeUndefined();
    expect(execCommand).toHaveBeenCalledTimes(1);
  });

  it('throws exactly "The request is not allowed (NotAllowed)" when both fail', async () => {
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    setExecCommand(() => false);
    await expect(copyToClipboard('x')).rejects.toThrow(new Error('The request is not allowed (NotAllowed)'));
    expect(CLIPBOARD_ERROR_MESSAGE).toBe('The request is not allowed (NotAllowed)');
  });

  it('treats a throwing copy command as a failure', () => {
    setExecCommand(() => {
      throw new Error('blocked');
    });
    expect(copyWithSelection('x')).toBe(false);
  });
});
