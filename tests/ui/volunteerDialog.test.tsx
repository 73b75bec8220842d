import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VolunteerDialog } from '../../src/modules/volunteers';
import { outboxMr } from '../../src/i18n/mr/outbox';
import { markKeptOnDevice } from '../../src/outbox/keptOnDevice';
import {
  AMIT_DUPLICATE,
  F,
  S,
  SECTIONS,
  choose,
  permissionsAt,
  renderScreen,
  volunteerOf,
  volunteerProvider,
} from './volunteerHarness';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => sessionStorage.clear());

const VILLAGE = permissionsAt(12);

function renderDialog(
  props: Partial<Parameters<typeof VolunteerDialog>[0]> = {},
  provider = volunteerProvider(),
) {
  const onClose = vi.fn();
  renderScreen(
    <VolunteerDialog locationId={12} onClose={onClose} {...props} />,
    provider.dp,
    VILLAGE,
  );
  return { ...provider, onClose };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const comboText = (label: string) => screen.getByRole('combobox', { name: label }).textContent;

/** Fills every field the form requires, with choices that have no sub-lists. */
async function fillMandatory() {
  type(F.firstName, 'अमित');
  type(F.surname, 'कुलकर्णी');
  type(F.dateOfBirth, '1990-08-15');
  type(F.mobile, '९८७६५४३२१०');
  type(F.pinCode, '412108');
  await choose(F.bloodGroup, 'O+');
  await choose(F.occupation, 'निवृत्त');
  await choose(F.category, 'स्वयंसेवक');
  await choose(F.responsibilityLevel, 'कोणतेही नाही');
  await choose(F.trainingInOrganization, 'कोणतेही नाही');
}

describe('volunteer add/edit dialog', () => {
  it('shows the Marathi messages of the empty mandatory fields and of a bad mobile', async () => {
    const { addVolunteers } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: S.dialog.addTitle });
    for (const section of Object.values(SECTIONS)) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(F.email)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(F.mobile)).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByLabelText(F.pinCode)).toHaveAttribute('inputmode', 'numeric');
    fireEvent.click(screen.getByRole('button', { name: S.dialog.save }));
    for (const message of [
      '"प्रथम नाव" आवश्यक आहे',
      '"आडनाव" आवश्यक आहे',
      '"मोबाईल" आवश्यक आहे',
      '"पिन कोड" आवश्यक आहे',
      '"रक्तगट" निवड आवश्यक आहे',
      '"व्यवसाय" निवड आवश्यक आहे',
      'कृपया योग्य जन्मतारीख निवडा',
    ]) {
      // A slow shared runner can take longer than the default wait to render the whole form's errors.
      expect(await screen.findByText(message, {}, { timeout: 15_000 })).toBeInTheDocument();
    }
    type(F.mobile, '12345');
    expect(await screen.findByText('"मोबाईल" १० अंकी संख्या असावी')).toBeInTheDocument();
    expect(addVolunteers).not.toHaveBeenCalled();
  });

  it('clears the dependent choices when their parent changes', async () => {
    renderDialog();
    await screen.findByRole('dialog');
    await choose(F.occupation, 'शेती');
    await choose(F.occupationDetails1, 'पशुपालन');
    await choose(F.occupationDetails2, 'दुग्धव्यवसाय');
    await choose(F.occupationDetails1, 'शेतमजूर');
    expect(comboText(F.occupationDetails2)).not.toContain('दुग्धव्यवसाय');
    await choose(F.occupation, 'निवृत्त');
    expect(comboText(F.occupationDetails1)).not.toContain('शेतमजूर');
    await choose(F.category, 'शाखा कार्यकर्ता');
    await choose(F.account, 'गटनायक');
    await choose(F.category, 'स्वयंसेवक');
    expect(comboText(F.account)).not.toContain('गटनायक');
    await choose(F.responsibilityLevel, 'उप खंड');
    await choose(F.responsibility, 'कार्यवाह');
    await choose(F.responsibilityLevel, 'कोणतेही नाही');
    expect(comboText(F.responsibility)).not.toContain('कार्यवाह');
  });

  it("saves a new volunteer with source 'form', says so and closes", async () => {
    const { addVolunteers, findVolunteerDuplicates, onClose } = renderDialog();
    await screen.findByRole('dialog');
    await fillMandatory();
    expect(screen.getByText('दिनांक-महिना-वर्ष: 15-08-1990')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: S.dialog.save }));
    await waitFor(() => expect(addVolunteers).toHaveBeenCalledTimes(1));
    expect(findVolunteerDuplicates).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'अमित', surname: 'कुलकर्णी', mobile: '९८७६५४३२१०' }),
    );
    expect(addVolunteers).toHaveBeenCalledWith(
      12,
      [
        expect.objectContaining({
          firstName: 'अमित',
          dateOfBirth: '15-08-1990',
          bloodGroup: 'O+',
          occupation: 'निवृत्त',
          // a question not touched is not answered (issue 44, point 12), no longer "no"
          isPledge: null,
        }),
      ],
      'form',
    );
    expect(await screen.findByText(S.dialog.added)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says a volunteer saved with no link is kept on the phone, and closes', async () => {
    const provider = volunteerProvider();
    provider.addVolunteers.mockImplementation(async () =>
      markKeptOnDevice({ message: '', count: 1 }),
    );
    const { onClose } = renderDialog({}, provider);
    await screen.findByRole('dialog');
    await fillMandatory();
    fireEvent.click(screen.getByRole('button', { name: S.dialog.save }));
    expect(await screen.findByText(outboxMr.outbox.queued)).toBeInTheDocument();
    expect(screen.queryByText(S.dialog.added)).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's row errors as warnings", async () => {
    const provider = volunteerProvider();
    provider.addVolunteers.mockRejectedValueOnce(
      Object.assign(new Error('app.error.VALIDATION'), {
        body: {
          message: 'submision failed',
          error: [
            { row: 2, message: 'x', key: 'app.volunteer.validation.tenDigits', field: 'mobile' },
            { row: 2, message: '"पिन कोड" ६ अंकी असावा' },
          ],
        },
      }),
    );
    const { onClose } = renderDialog({}, provider);
    await screen.findByRole('dialog');
    await fillMandatory();
    fireEvent.click(screen.getByRole('button', { name: S.dialog.save }));
    expect(
      await screen.findByText('ओळ क्रमांक 2 मध्ये: "मोबाईल" १० अंकी संख्या असावी, "पिन कोड" ६ अंकी असावा.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('warns of a possible duplicate and saves only when asked to', async () => {
    const provider = volunteerProvider();
    provider.findVolunteerDuplicates.mockResolvedValue([AMIT_DUPLICATE]);
    const { addVolunteers } = renderDialog({}, provider);
    await screen.findByRole('dialog');
    await fillMandatory();
    fireEvent.click(screen.getByRole('button', { name: S.dialog.save }));
    expect(await screen.findByText(S.dialog.duplicateTitle)).toBeInTheDocument();
    expect(screen.getByText('अमित कुलकर्णी, मोबाईल 9876543210 (केसनंद)')).toBeInTheDocument();
    expect(addVolunteers).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: S.dialog.saveAnyway }));
    await waitFor(() => expect(addVolunteers).toHaveBeenCalledTimes(1));
  });

  it('shows the date of birth day first whatever the browser, and keeps a typed day as dd-mm-yyyy', async () => {
    const { updateVolunteer } = renderDialog({ record: volunteerOf(5) });
    await screen.findByRole('dialog');
    const dob = screen.getByLabelText(F.dateOfBirth);
    expect(dob).toHaveValue('15-08-1990');
    expect(dob).toHaveAttribute('placeholder', 'dd-mm-yyyy');
    type(F.dateOfBirth, '०३/०१/१९८५');
    expect(screen.getByText('दिनांक-महिना-वर्ष: 03-01-1985')).toBeInTheDocument();
    type(F.dateOfBirth, '31/02/1985');
    fireEvent.click(screen.getByRole('button', { name: S.dialog.update }));
    expect(await screen.findByText('कृपया योग्य जन्मतारीख निवडा')).toBeInTheDocument();
    type(F.dateOfBirth, '3.1.1985');
    fireEvent.click(screen.getByRole('button', { name: S.dialog.update }));
    await waitFor(() => expect(updateVolunteer).toHaveBeenCalledTimes(1));
    expect(updateVolunteer).toHaveBeenCalledWith(
      expect.objectContaining({ id: 5, dateOfBirth: '03-01-1985' }),
    );
  });

  it("edits with 'update', excluding the record from the duplicate check", async () => {
    const { updateVolunteer, findVolunteerDuplicates } = renderDialog({ record: volunteerOf(5) });
    await screen.findByRole('dialog', { name: S.dialog.editTitle });
    expect(screen.queryByRole('button', { name: S.dialog.save })).not.toBeInTheDocument();
    type(F.specialSkills, 'ढोलवादन');
    fireEvent.click(screen.getByRole('button', { name: S.dialog.update }));
    await waitFor(() => expect(updateVolunteer).toHaveBeenCalledTimes(1));
    expect(findVolunteerDuplicates).toHaveBeenCalledWith(expect.objectContaining({ excludeId: 5 }));
    expect(updateVolunteer).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 5,
        specialSkills: 'ढोलवादन',
        mobile: 9876543210,
        isDuchaki: true,
      }),
    );
    expect(await screen.findByText(S.dialog.updated)).toBeInTheDocument();
  });

  // issue 44, point 12: होय, नाही or not answered, never an on/off switch
  it('asks each yes/no question as होय / नाही, keeps "not answered" empty and sends null', async () => {
    const { updateVolunteer } = renderDialog({
      record: volunteerOf(5, { isSadara: null as unknown as boolean }),
    });
    await screen.findByRole('dialog', { name: S.dialog.editTitle });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(comboText(F.isDuchaki)).toBe('होय');
    expect(comboText(F.isCap)).toBe('नाही');
    expect(comboText(F.isSadara)).not.toMatch(/होय|नाही/);
    await choose(F.isCap, 'होय');
    fireEvent.click(screen.getByRole('button', { name: S.dialog.update }));
    await waitFor(() => expect(updateVolunteer).toHaveBeenCalledTimes(1));
    expect(updateVolunteer).toHaveBeenCalledWith(
      expect.objectContaining({ isCap: true, isDuchaki: true, isSadara: null }),
    );
  });

  it("says 'unsuccessful update' when the update fails", async () => {
    const provider = volunteerProvider();
    provider.updateVolunteer.mockRejectedValueOnce(new Error('500'));
    renderDialog({ record: volunteerOf(5) }, provider);
    fireEvent.click(await screen.findByRole('button', { name: S.dialog.update }));
    expect(await screen.findByText(S.dialog.updateFailed)).toBeInTheDocument();
  });

  it('sends the version it opened and says so when someone changed the volunteer since', async () => {
    const provider = volunteerProvider();
    provider.updateVolunteer.mockRejectedValueOnce(
      new HttpError('app.error.STALE', 409, { message: 'changed', code: 'STALE' }),
    );
    const record = { ...volunteerOf(5), updatedAt: '2026-11-23T10:00:00.123456Z' };
    renderDialog({ record }, provider);
    fireEvent.click(await screen.findByRole('button', { name: S.dialog.update }));
    expect(
      await screen.findByText('ही माहिती दुसऱ्या वापरकर्त्याने बदलली आहे; पुन्हा उघडा'),
    ).toBeInTheDocument();
    expect(provider.updateVolunteer).toHaveBeenCalledWith(
      expect.objectContaining({ id: 5, updatedAt: '2026-11-23T10:00:00.123456Z' }),
    );
  });

  it('shows a read-only user locked fields and only the history button', async () => {
    renderDialog({ record: volunteerOf(5), readOnly: true });
    await screen.findByRole('dialog', { name: S.dialog.editTitle });
    expect(screen.getByLabelText(F.firstName)).toBeDisabled();
    expect(screen.getByLabelText(F.mobile)).toBeDisabled();
    expect(screen.getByRole('combobox', { name: F.occupation })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('button', { name: S.dialog.update })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.dialog.save })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.dialog.history })).toBeInTheDocument();
  });

  it('lists what each save changed, newest first, and nothing else', async () => {
    const provider = volunteerProvider();
    const first = volunteerOf(5);
    provider.getVolunteerHistory.mockResolvedValue([
      first,
      { ...first, mobile: 9123456789, isCap: true, createdAt: '2026-11-21T14:05:00.000Z' },
      { ...first, mobile: 9123456789, isCap: true, createdAt: '2026-11-22T14:05:00.000Z' },
    ]);
    renderDialog({ record: volunteerOf(5) }, provider);
    fireEvent.click(await screen.findByRole('button', { name: S.dialog.history }));
    const history = await screen.findByRole('dialog', { name: S.history.title });
    expect(await within(history).findByText('21-11-2026 19:35 रोजी केलेले बदल')).toBeInTheDocument();
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      [F.mobile, '9876543210', '9123456789'],
      [F.isCap, 'नाही', 'होय'],
    ]);
    expect(within(history).queryByText(F.firstName)).not.toBeInTheDocument();
  });

  it("says 'no history' when nothing was ever changed", async () => {
    const provider = volunteerProvider();
    provider.getVolunteerHistory.mockResolvedValue([volunteerOf(5)]);
    renderDialog({ record: volunteerOf(5) }, provider);
    fireEvent.click(await screen.findByRole('button', { name: S.dialog.history }));
    expect(await screen.findByText(S.history.empty)).toBeInTheDocument();
  });
});
