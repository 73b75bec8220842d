import { Confirm } from 'react-admin';

/** Saving with unusual figures asks once (issue 15): "तपासले, बरोबर आहे" or "परत तपासा". */
export function ConfirmUnusual(props: { count: number; onConfirm(): void; onClose(): void }) {
  return (
    <Confirm
      isOpen={props.count > 0}
      title="app.plausibility.confirmTitle"
      content="app.plausibility.confirmBody"
      translateOptions={{ count: props.count }}
      confirm="app.plausibility.confirm"
      cancel="app.plausibility.recheck"
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
