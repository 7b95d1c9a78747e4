import { type Order } from '@sbc/contract';
import { CheckIcon } from '../../components/icons';
import { orderSteps } from '../../lib/order-progress';

/** The four steps of the payment flow (SPEC section 4), done ones ticked. */
export function OrderStepper({ order }: { order: Order }) {
  const steps = orderSteps(order);
  const current = steps.findIndex((step) => !step.isDone);
  return (
    <ol aria-label="Tahapan pesanan" className="space-y-0">
      {steps.map((step, index) => (
        <li
          key={step.key}
          aria-current={index === current ? 'step' : undefined}
          className="relative flex min-h-11 items-center gap-3"
        >
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={`absolute top-[calc(50%+0.9rem)] left-3.5 h-[calc(100%-1.8rem)] w-0.5 ${step.isDone ? 'bg-brand' : 'bg-line'}`}
            />
          ) : null}
          <span
            className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
              step.isDone ? 'bg-brand text-ink-inverse' : 'bg-line text-ink-muted'
            }`}
          >
            {step.isDone ? <CheckIcon className="size-4" /> : index + 1}
          </span>
          <span className={`text-sm ${step.isDone ? 'text-ink font-semibold' : 'text-ink-subtle'}`}>
            {step.label}
            <span className="sr-only">{step.isDone ? ' (selesai)' : ' (belum)'}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
