import type { EntityDialogProps } from '../../engine/EntityDialog';
import { EntityDialog } from '../../engine/EntityDialog';
import { swayamsevak } from '../../domain/modules';
import { useVolunteerCalls } from './useVolunteerCalls';

export type VolunteerDialogProps = Omit<EntityDialogProps, 'd' | 'calls'>;

/** 'volunteer list: fill' / 'amend' (spec §2, §4): the register's generic dialog over the spec's calls. */
export function VolunteerDialog(props: VolunteerDialogProps) {
  return <EntityDialog {...props} d={swayamsevak} calls={useVolunteerCalls()} />;
}
