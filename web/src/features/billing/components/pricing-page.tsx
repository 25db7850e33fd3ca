import { TRIAL_DAYS } from '@domain/plans';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { PlanCards } from './plan-cards';
import { PlansScreen } from './plans-screen';

/** /pricing: the public plan catalogue with the Monthly / Annually switch. */
export function PricingPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const location = useLocation();
  // Back returns where the visitor came from in the app; arriving from outside, it goes to the counselor.
  // The router reports a navigation's own failures; nothing here waits for it.
  const back = () => void (location.key === 'default' ? navigate(paths.app.counselor) : navigate(-1));

  return (
    <PlansScreen
      top={
        <header className="flex items-center justify-between gap-4">
          <Button variant="ghost" onClick={back}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back
          </Button>
          <Link to={paths.landing} className="text-xl font-bold text-indigo-600 dark:text-indigo-400">
            ReflectAI
          </Link>
        </header>
      }
      title="Choose the plan that fits you"
      intro={
        user
          ? 'Choose a plan for your account. Cancel any time.'
          : `Every plan starts with a ${TRIAL_DAYS}-day free trial. No payment upfront, and you can cancel any time.`
      }
      footnote={
        <>
          30-day money-back guarantee. ReflectAI is AI support modelled on CBT, not therapy.{' '}
          <Link to={paths.feedback} className="font-medium text-indigo-600 underline dark:text-indigo-400">
            Questions? Contact us
          </Link>
        </>
      }
    >
      {(interval) => <PlanCards interval={interval} />}
    </PlansScreen>
  );
}
