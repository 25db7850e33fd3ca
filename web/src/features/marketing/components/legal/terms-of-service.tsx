import { TRIAL_DAYS } from '@domain/plans';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CrisisLines, LegalPage } from './legal-page';

/** The Terms of Service, in plain language. */
export function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="22 November 2026"
      summary={
        <p>
          <strong>In short:</strong> ReflectAI is an AI for emotional support and self-reflection. It is not
          therapy, not medical care and not an emergency service. You own what you write; we use it only to
          run the service for you. You can cancel at any time.
        </p>
      }
    >
      <section aria-labelledby="terms-what">
        <h2 id="terms-what">1. What ReflectAI is, and what it is not</h2>
        <p>
          ReflectAI lets you talk with an AI counselor and an AI philosopher, keep a journal, see your moods
          in Mind Patterns and track goals. The counselor&apos;s conversations are modelled on the principles
          of cognitive behavioural therapy (CBT).
        </p>
        <p>
          ReflectAI is <strong>not therapy</strong> and not a substitute for a licensed professional. It does
          not diagnose, treat or cure any condition, and nothing it says is medical, psychological, legal or
          financial advice. Its replies are written by an AI and can be wrong, incomplete or unsuitable for
          you. Use your own judgement, and talk to a qualified professional about decisions that matter.
        </p>
      </section>

      <section aria-labelledby="terms-emergencies">
        <h2 id="terms-emergencies">2. Not for emergencies</h2>
        <p>
          ReflectAI cannot call for help, and no person watches conversations as they happen. If you might
          hurt yourself or someone else, or you are in danger, contact people who can help now:
        </p>
        <CrisisLines />
        <p>
          When a message suggests a crisis, ReflectAI shows these lines whatever else it says, but you should
          not rely on it to notice.
        </p>
      </section>

      <section aria-labelledby="terms-account">
        <h2 id="terms-account">3. Your account</h2>
        <ul>
          <li>You must be at least 18 years old to use ReflectAI.</li>
          <li>
            Give a real email address and keep your password to yourself; you are responsible for what happens
            in your account.
          </li>
          <li>
            Tell us through the <Link to={paths.feedback}>contact form</Link> if you think someone else has
            used it.
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-plans">
        <h2 id="terms-plans">4. Plans, trial, cancelling and refunds</h2>
        <ul>
          <li>
            Paid plans (Basic, Pro and Elite) are billed monthly or yearly, in advance. Each plan&apos;s
            price, session allowance and features are shown on the{' '}
            <Link to={paths.pricing}>pricing page</Link> before you pay.
          </li>
          <li>New accounts get a {TRIAL_DAYS}-day free trial with no payment upfront.</li>
          <li>
            You can cancel at any time in Settings. You keep access until the end of the period you paid for,
            and you are not charged again.
          </li>
          <li>
            30-day money-back guarantee: if you ask within 30 days of a payment, through the contact form, we
            refund that payment in full.
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-use">
        <h2 id="terms-use">5. Using ReflectAI fairly</h2>
        <p>Please do not:</p>
        <ul>
          <li>try to get into other people&apos;s accounts or data, or around plan limits;</li>
          <li>overload, probe or attack the service, or collect data from it with automated tools;</li>
          <li>use it to harass, threaten or harm anyone, or to create unlawful content;</li>
          <li>resell access or present its replies as advice from a human professional.</li>
        </ul>
        <p>We may suspend an account that does these things, and will tell you why where the law allows.</p>
      </section>

      <section aria-labelledby="terms-content">
        <h2 id="terms-content">6. Your words stay yours</h2>
        <p>
          You own what you write in ReflectAI. You allow us to store and process it only to provide the
          service to you: to keep your history, to check messages for signs of crisis and to produce replies
          (which means sending messages to our AI provider, as the{' '}
          <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains). You can export your data or delete
          your account at any time from Settings.
        </p>
      </section>

      <section aria-labelledby="terms-liability">
        <h2 id="terms-liability">7. Availability and liability</h2>
        <p>
          We work to keep ReflectAI available and correct, but we provide it &ldquo;as is&rdquo;, without a
          promise that it will always be available or free of errors. As far as the law allows, we are not
          liable for indirect losses, or for decisions you make based on the AI&apos;s replies. Nothing in
          these terms limits rights you have under consumer law that cannot be limited.
        </p>
      </section>

      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">8. Changes and contact</h2>
        <p>
          If we change these terms in a way that matters, we will say so in the app before the change applies.
          Questions are welcome through our <Link to={paths.feedback}>contact form</Link>.
        </p>
      </section>
    </LegalPage>
  );
}
