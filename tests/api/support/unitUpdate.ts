/**
 * The body of PUT /sankalp/update for a unit as GET /sankalp/:id answers it: its fields and
 * place, less what an update does not take (its version and status).
 */
export function unitUpdateBody(
  read: Record<string, unknown>,
): Record<string, unknown> & { location_id: number } {
  const { location, updated_at: _version, status: _status, status_date: _since, ...fields } = read;
  void [_version, _status, _since];
  return { ...fields, location_id: (location as { location_id: number }).location_id };
}
