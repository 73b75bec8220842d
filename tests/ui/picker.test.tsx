import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GeoPickerButton, useSelectedPlace } from '../../src/shared/geo-picker';
import {
  T,
  fakeDataProvider,
  inDialog,
  itemContent,
  permissionsAt,
  placeOf,
  renderWithAdmin,
  treeItem,
} from './pickerHarness';

function ShownPlace() {
  const { place } = useSelectedPlace();
  return <p data-testid="other-consumer">{place ? place.localized_name : 'none'}</p>;
}

const openPicker = async (label: string | RegExp) => {
  fireEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog');
};

// the first render of MUI, react-admin and the tree view is slow in jsdom
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('GeoPickerButton and the selected place', () => {
  it('shows the user’s own place when nothing was chosen in this session', async () => {
    renderWithAdmin(<GeoPickerButton />, fakeDataProvider(), permissionsAt(2));
    expect(await screen.findByRole('button', { name: 'पुणे विभाग' })).toBeInTheDocument();
  });

  it('shows the red prompt when the choice was cleared', async () => {
    sessionStorage.setItem('ssm.selectedPlace.1', 'null');
    renderWithAdmin(<GeoPickerButton />, fakeDataProvider(), permissionsAt(2));
    const button = await screen.findByRole('button', { name: T.prompt });
    expect(button).toHaveClass('MuiButton-colorError');
  });

  it('keeps the session’s stored choice over the user’s place', async () => {
    sessionStorage.setItem('ssm.selectedPlace.1', JSON.stringify(placeOf(6)));
    renderWithAdmin(<GeoPickerButton />, fakeDataProvider(), permissionsAt(2));
    expect(await screen.findByRole('button', { name: 'हवेली तालुका' })).toBeInTheDocument();
  });

  it('ignores another user’s stored choice', async () => {
    sessionStorage.setItem('ssm.selectedPlace.99', JSON.stringify(placeOf(6)));
    renderWithAdmin(<GeoPickerButton />, fakeDataProvider(), permissionsAt(2));
    expect(await screen.findByRole('button', { name: 'पुणे विभाग' })).toBeInTheDocument();
  });
});

describe('GeoPickerDialog', () => {
  it('shows the title and no confirm button until a place is clicked', async () => {
    renderWithAdmin(<GeoPickerButton />, fakeDataProvider(), permissionsAt(2));
    await openPicker('पुणे विभाग');
    expect(inDialog().getByRole('heading', { name: T.title })).toBeInTheDocument();
    await inDialog().findByText('पुणे महानगर भाग');
    expect(inDialog().getByRole('button', { name: T.cancel })).toBeInTheDocument();
    expect(inDialog().queryByRole('button', { name: /^निवडा:/ })).not.toBeInTheDocument();

    fireEvent.click(inDialog().getByText('पुणे महानगर भाग'));
    expect(inDialog().getByRole('button', { name: 'निवडा: पुणे महानगर भाग' })).toBeInTheDocument();
    expect(await inDialog().findByText('कोथरूड नगर')).toBeInTheDocument();
  });

  it('confirming sets the chosen place on the button, in the session and for onChange', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<GeoPickerButton onChange={onChange} />, fakeDataProvider(), permissionsAt(2));
    await openPicker('पुणे विभाग');
    fireEvent.click(await inDialog().findByText('पुणे ग्रामीण जिल्हा'));
    fireEvent.click(inDialog().getByRole('button', { name: 'निवडा: पुणे ग्रामीण जिल्हा' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'पुणे ग्रामीण जिल्हा' })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(placeOf(4));
    expect(JSON.parse(sessionStorage.getItem('ssm.selectedPlace.1')!)).toEqual(placeOf(4));
  });

  it('cancel clears the choice for every consumer and shows the red prompt', async () => {
    const onChange = vi.fn();
    renderWithAdmin(
      <>
        <GeoPickerButton onChange={onChange} />
        <ShownPlace />
      </>,
      fakeDataProvider(),
      permissionsAt(2),
    );
    await openPicker('पुणे विभाग');
    expect(screen.getByTestId('other-consumer')).toHaveTextContent('पुणे');
    fireEvent.click(inDialog().getByRole('button', { name: T.cancel }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: T.prompt })).toHaveClass('MuiButton-colorError');
    expect(screen.getByTestId('other-consumer')).toHaveTextContent('none');
    expect(onChange).toHaveBeenCalledWith(null);
    expect(sessionStorage.getItem('ssm.selectedPlace.1')).toBe('null');
  });

  it('is not dismissed by Escape or a backdrop click', async () => {
    renderWithAdmin(<GeoPickerButton />, fakeDataProvider(), permissionsAt(2));
    const box = await openPicker('पुणे विभाग');
    await inDialog().findByText('पुणे महानगर भाग');
    fireEvent.keyDown(box, { key: 'Escape', code: 'Escape' });
    const container = document.querySelector('.MuiDialog-container') as HTMLElement;
    fireEvent.mouseDown(container);
    fireEvent.click(container);
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    fireEvent.click(backdrop);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(inDialog().getByRole('heading', { name: T.title })).toBeInTheDocument();
  });

  it('works from the keyboard: arrows move, Space selects', async () => {
    renderWithAdmin(<GeoPickerButton />, fakeDataProvider(), permissionsAt(2));
    await openPicker('पुणे विभाग');
    await inDialog().findByText('पुणे महानगर भाग');
    const root = treeItem('पुणे विभाग');
    act(() => root.focus());
    fireEvent.keyDown(root, { key: 'ArrowDown' });
    const child = treeItem('पुणे महानगर भाग');
    expect(child).toHaveFocus();
    fireEvent.keyDown(child, { key: ' ' });
    expect(inDialog().getByRole('button', { name: 'निवडा: पुणे महानगर भाग' })).toBeInTheDocument();
  });

  it('marks the selected item in the tree', async () => {
    renderWithAdmin(<GeoPickerButton />, fakeDataProvider(), permissionsAt(2));
    await openPicker('पुणे विभाग');
    await inDialog().findByText('पुणे महानगर भाग');
    expect(treeItem('पुणे विभाग')).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(itemContent('पुणे विभाग'));
    expect(treeItem('पुणे विभाग')).toHaveAttribute('aria-checked', 'true');
    expect(inDialog().getByRole('button', { name: 'निवडा: पुणे विभाग' })).toBeInTheDocument();
  });
});
