import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '@/components/ShareButton';

const link = { title: 'Sports Day', text: 'Sports Day – the school', url: 'https://school.example/Announcements/sports-day' };

/** Gives the page's navigator (or document) `value` as `key` for one test. */
function stub(target: object, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
}

afterEach(() => {
  for (const key of ['share', 'canShare', 'clipboard']) Reflect.deleteProperty(navigator, key);
  Reflect.deleteProperty(document, 'execCommand');
});

async function pressShare() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  });
}

const status = () => screen.getByRole('status');

describe('ShareButton', () => {
  it("opens the device's share sheet with the title, a short text and the address, where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stub(navigator, 'share', share);
    stub(navigator, 'clipboard', { writeText });
    render(<ShareButton link={link} />);

    await pressShare();

    expect(share).toHaveBeenCalledWith(link);
    expect(writeText).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('');
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    stub(navigator, 'share', vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stub(navigator, 'clipboard', { writeText });
    render(<ShareButton link={link} />);

    await pressShare();

    expect(writeText).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('without a share sheet, copies the address and says so in a live region', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stub(navigator, 'clipboard', { writeText });
    render(<ShareButton link={link} />);

    await pressShare();

    expect(writeText).toHaveBeenCalledWith(link.url);
    expect(status()).toHaveTextContent('Link copied');
    expect(status()).toHaveAttribute('aria-live', 'polite');
  });

  it('copies the address when the share sheet refuses (not a cancel)', async () => {
    stub(navigator, 'share', vi.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError')));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stub(navigator, 'clipboard', { writeText });
    render(<ShareButton link={link} />);

    await pressShare();

    expect(writeText).toHaveBeenCalledWith(link.url);
    expect(status()).toHaveTextContent('Link copied');
  });

  it('when the clipboard refuses, copies a selection instead and gives the focus back to the button', async () => {
    stub(navigator, 'clipboard', { writeText: vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')) });
    let copied = '';
    stub(document, 'execCommand', (command: string) => {
      copied = command === 'copy' ? (document.activeElement as HTMLTextAreaElement).value : '';
      return true;
    });
    render(<ShareButton link={link} />);
    screen.getByRole('button', { name: 'Share' }).focus();

    await pressShare();

    expect(copied).toBe(link.url);
    expect(status()).toHaveTextContent('Link copied');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Share' }));
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('when nothing can copy, says so and offers the address in a box to copy by hand', async () => {
    stub(navigator, 'clipboard', { writeText: vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')) });
    stub(document, 'execCommand', () => false);
    render(<ShareButton link={link} />);

    await pressShare();

    expect(status()).toHaveTextContent("Couldn't share or copy the link. Copy it from the box below.");
    expect(screen.getByRole('textbox', { name: 'Link to copy' })).toHaveValue(link.url);
  });
});
