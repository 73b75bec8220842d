import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { UNIT_STATUSES, ekakSubTypeKey, ekakTypeKey, unitStatusKey } from '../../domain';
import { useUnitCatalogue } from './useUnitCatalogue';

export interface Choice {
  id: number | string;
  name: string;
}

/**
 * Translated choices of the unit catalogue (served by the API, cached) and statuses (for
 * selects with translateChoice off).
 */
export function useUnitChoices() {
  const translate = useTranslate();
  const catalogue = useUnitCatalogue();
  return useMemo(() => {
    const types: Choice[] = catalogue.map((t) => ({
      id: t.ekak_type_id,
      name: translate(ekakTypeKey(t.ekak_type_id)),
    }));
    const subTypes = (typeId?: number | null): Choice[] =>
      catalogue
        .flatMap((t) => t.sub_types)
        .filter((s) => !typeId || s.ekak_type_id === Number(typeId))
        .map((s) => ({
          id: s.ekak_sub_type_id,
          name: typeId
            ? translate(ekakSubTypeKey(s.ekak_sub_type_id))
            : `${translate(ekakTypeKey(s.ekak_type_id))} – ${translate(ekakSubTypeKey(s.ekak_sub_type_id))}`,
        }));
    const statuses: Choice[] = UNIT_STATUSES.map((s) => ({
      id: s,
      name: translate(unitStatusKey(s)),
    }));
    return { types, subTypes, statuses };
  }, [translate, catalogue]);
}
