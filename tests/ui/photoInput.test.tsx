import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { PhotoInput } from '../../src/shared/photos/PhotoInput';
import { devicePhoto } from '../../src/shared/photos/devicePhotos';

// issue 50 §1: photos taken on the form — checked as pictures by their bytes, kept on the device
// until the record is sent, at most the field's number, each one removable
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46];
const photo = (name: string, size = 2_000) =>
  new File([new Uint8Array([...JPEG, ...Array(size).fill(1)])], name, { type: 'image/jpeg' });

beforeAll(() => {
  // jsdom draws no pictures: an image's URL is a name
  URL.createObjectURL = vi.fn(() => `blob:photo-${Math.random()}`);
});
afterAll(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
});

function Shown() {
  const ids = (useWatch({ name: 'photos' }) as string[] | undefined) ?? [];
  return <output data-testid="ids">{ids.join(',')}</output>;
}

function setup() {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Form record={{ photos: [] }}>
        <PhotoInput source="photos" label="resources.yashogatha.fields.photos" max={2} />
        <Shown />
      </Form>
    </AdminContext>,
  );
  return screen.getByTestId('photo-input-photos') as HTMLInputElement;
}

describe('the photo input', () => {
  it('keeps chosen photos on the device, says what is not a picture, stops at the field’s number', async () => {
    const input = setup();
    expect(screen.getByText('फोटो · 0 / 2 फोटो')).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'x.jpg', { type: 'image/jpeg' })] },
    });
    expect(await screen.findByText(/ही फाइल फोटो नाही/)).toBeInTheDocument();

    fireEvent.change(input, {
      target: { files: [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')] },
    });
    expect(await screen.findByText('जास्तीत जास्त 2 फोटो जोडता येतात')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('ids').textContent!.split(',')).toHaveLength(2));
    const ids = screen.getByTestId('ids').textContent!.split(',');
    expect(ids.every((id) => devicePhoto(id)?.size === JPEG.length + 2_000)).toBe(true);
    expect(screen.getByText('फोटो · 2 / 2 फोटो')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'फोटो: फोटो 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /फोटो घ्या किंवा निवडा/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'फोटो काढा 1' }));
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe(ids[1]));
  });

  it('refuses a photo too large to send where the device cannot shrink it', async () => {
    const input = setup();
    fireEvent.change(input, { target: { files: [photo('big.jpg', 400 * 1024)] } });
    expect(await screen.findByText(/लहान करता आला नाही/)).toBeInTheDocument();
    expect(screen.getByTestId('ids').textContent).toBe('');
  });
});
