import { Link } from 'react-router';
import { MODEL_DATA, type ModelDataUse } from '@domain/model-data';
import { paths } from '@/config/paths';
import { CrisisLines, LegalPage } from './legal-page';

/** The Privacy Policy: what is stored, who sees it, and what you can do about it. */
export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="27 November 2026"
      summary={
        <p>
          <strong>In short:</strong> we keep what you write so it is there when you come back. Only you can
          read it in the app. To answer you, your messages go to our AI provider. We do not sell your data,
          show ads or use tracking cookies. You can export or delete everything.
        </p>
      }
    >
      <section aria-labelledby="privacy-stored">
        <h2 id="privacy-stored">1. What we store</h2>
        <ul>
          <li>
            <strong>Your account:</strong> email address, name, username, when your trial started, your plan,
            and the counselor style the questionnaire matched.
          </li>
          <li>
            <strong>Conversations:</strong> each message you send and each reply, with its time, whether our
            safety check found signs of crisis, and which AI answered.
          </li>
          <li>
            <strong>What you create:</strong> journal entries (with moods, emotions and tags), custom AI
            personalities, and your safety plan.
          </li>
          <li>
            <strong>Usage:</strong> how many sessions you used each month, to apply your plan&apos;s limit.
          </li>
          <li>
            <strong>From the public site:</strong> your email address if you join the newsletter; your name,
            email, topic and message if you use the contact form; and a keyed hash of your network address (of
            its /64 network for IPv6), made with a secret key so it cannot be turned back into the address, so
            the forms can limit how often they are used.
          </li>
        </ul>
        <p>
          Your password is held by our sign-in provider, Firebase Authentication, and never stored by
          ReflectAI in readable form.
        </p>
      </section>

      <section aria-labelledby="privacy-who">
        <h2 id="privacy-who">2. Who can read it</h2>
        <ul>
          <li>
            <strong>You.</strong> Our database rules let only the signed-in owner of an account read its
            conversations, journal, personalities, safety plan and usage. Nobody else can read them through
            the app or its API, and newsletter addresses and contact messages cannot be read by any app user
            at all.
          </li>
          <li>
            <strong>Our server.</strong> It reads your messages to check them for signs of crisis and to
            produce a reply, and your account to apply your plan. It never reads your safety plan.
          </li>
          <li>
            <strong>Our AI provider.</strong> Where one is configured, OpenAI is sent what each feature needs,
            and nothing else. OpenAI says it does not use data sent through its API to train its models.
            Nothing you wrote in your journal is sent, not even a title, except the tags you gave entries (for
            a therapist summary) and the messages you chose to include in one. Where no AI provider is
            configured, replies come from our offline counselor, which runs entirely on our own server, and
            your data goes nowhere else.
            <dl className="mt-2">
              {Object.values(MODEL_DATA).map((use: ModelDataUse) => (
                <div key={use.feature} className="mt-1">
                  <dt className="inline font-medium">{use.feature}: </dt>
                  <dd className="inline">{use.sent.map((item) => item.what).join('; ')}.</dd>
                </div>
              ))}
            </dl>
          </li>
          <li>
            <strong>People who run ReflectAI.</strong> Administrative access to the database is limited to the
            people who operate the service. We look at your data only to fix a problem you report, to answer
            your request, or when the law requires it.
          </li>
        </ul>
        <p>We never sell your data, show advertising, or use analytics or advertising trackers.</p>
      </section>

      <section aria-labelledby="privacy-where">
        <h2 id="privacy-where">3. Where it is kept and how it is protected</h2>
        <p>
          ReflectAI runs on Google Firebase (Cloud Firestore, Cloud Functions, Authentication and Hosting).
          Everything travels over encrypted connections (HTTPS) and Google encrypts stored data. When paid
          plans are bought, payments are handled by Stripe; we never see your card number.
        </p>
      </section>

      <section aria-labelledby="privacy-browser">
        <h2 id="privacy-browser">4. What stays in your browser</h2>
        <p>
          We use your browser&apos;s storage, not tracking cookies: to keep you signed in (Firebase
          Authentication), to remember your theme (<code>ui-theme</code>), that you already joined the
          newsletter (<code>emailSubmitted</code>), the plan you picked before signing up (
          <code>selectedPlan</code>), and your questionnaire result. Clearing your browser&apos;s site data
          removes them.
        </p>
      </section>

      <section aria-labelledby="privacy-control">
        <h2 id="privacy-control">5. Your choices</h2>
        <ul>
          <li>
            <strong>Export:</strong> Settings → Export Data gives you a copy of your conversations, journal
            and account data.
          </li>
          <li>
            <strong>Delete:</strong> Settings → Delete account cancels any subscription that could still
            charge you, then removes your account and everything stored under it. This cannot be undone. What
            stays: Stripe keeps its own record of you as a customer and of past payments (which the law asks
            it to keep; ask us and we will ask Stripe to delete what it may); a newsletter address you gave
            stays until you unsubscribe; and a record that a checkout was linked to an account keeps only the
            two ids and when, none of which names you.
          </li>
          <li>
            <strong>Newsletter:</strong> every email has a one-click unsubscribe link; you can also ask us
            through the <Link to={paths.feedback}>contact form</Link>.
          </li>
          <li>
            <strong>Anything else</strong>, such as correcting or deleting a contact message: ask us through
            the contact form.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-keep">
        <h2 id="privacy-keep">6. How long we keep it</h2>
        <p>
          Your account and everything in it are kept until you delete them. Newsletter addresses are kept
          until you unsubscribe; contact messages for as long as we need them to help you. Rate-limit records
          expire after an hour and are deleted automatically, usually within a day. So that a free trial
          cannot be started again by deleting an account and signing up anew, we keep a salted one-way hash of
          each email address that has had a trial, with the date the trial began, after the account is
          deleted: it cannot be turned back into the address, and nothing else is kept with it. When our staff
          change your access, export your data or delete your account at your request, we keep a record of
          that action with your account's internal id (not your email or anything you wrote), so we can show
          it was done.
        </p>
      </section>

      <section aria-labelledby="privacy-crisis">
        <h2 id="privacy-crisis">7. If you are in crisis</h2>
        <p>
          ReflectAI is not an emergency service and no person reads conversations as they happen. Please reach
          out to people who can help now:
        </p>
        <CrisisLines />
      </section>

      <section aria-labelledby="privacy-changes">
        <h2 id="privacy-changes">8. Changes and contact</h2>
        <p>
          If this policy changes in a way that matters, we will tell you in the app first. Questions about
          your data are welcome through our <Link to={paths.feedback}>contact form</Link>. ReflectAI is for
          people aged 18 and over.
        </p>
      </section>
    </LegalPage>
  );
}
