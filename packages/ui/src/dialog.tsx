// Entry of `@sbc/ui/dialog`.
export { Dialog, type DialogProps, type DialogTone } from './base-dialog';
export {
  TimedDialog,
  useTimedDialog,
  type TimedDialogContent,
  type TimedDialogProps,
} from './timed-dialog';
