import { type Order } from '@sbc/contract';

/** The first step names what is bought: a membership package or an event ticket. */
const FIRST_STEP: Record<Order['kind'], string> = { membership: 'Paket', event: 'Tiket' };

/** Props of {@link PurchaseSteps}. */
export interface PurchaseStepsProps {
  current: 0 | 1 | 2;
  /** What the order buys (`order.kind`); a new order is a membership. */
  kind: Order['kind'];
}

/** The three screens of an order, the current one marked (for orientation, not navigation). */
export function PurchaseSteps({ current, kind }: PurchaseStepsProps) {
  const steps = [FIRST_STEP[kind], 'Metode', 'Bayar'];
  return (
    <ol aria-label="Langkah pemesanan" className="mb-5 flex items-center gap-2">
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex flex-1 items-center gap-2"
          >
            <span
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                state === 'todo' ? 'bg-line text-ink-muted' : 'bg-brand text-ink-inverse'
              }`}
            >
              {index + 1}
            </span>
            <span
              className={`text-xs font-semibold ${state === 'todo' ? 'text-ink-subtle' : 'text-brand-900'}`}
            >
              {step}
            </span>
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={`h-0.5 flex-1 rounded ${index < current ? 'bg-brand' : 'bg-line'}`}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
