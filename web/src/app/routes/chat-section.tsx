import type { SupportType } from '@domain/chat';
import { trainsCounselor } from '@domain/counselor-training';
import type { CrisisLanguage } from '@domain/crisis-languages';
import { VOICE_PLANS } from '@domain/plans';
import {
  COUNSELOR_PROFILES,
  DEFAULT_PERSONALITY,
  personalizedCounselorPersonality,
  resolvePersonality,
  type PersonalityChoice,
} from '@domain/personalities';
import { VOICE_FEATURE, VOICE_UPGRADE_NOTE } from '@domain/voice';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import type { AuthUser } from '@/lib/auth/auth-context';
import type { Account } from '@/lib/use-account';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { raisePlanEvent, requestUpgrade } from '@/features/chat/plan-events';
import { MemoryLink } from '@/features/memory/components/memory-link';
import { useAdoptStoredMatch } from '@/features/onboarding/use-adopt-stored-match';
import { PersonalitySelect } from '@/features/personalities/components/personality-select';
import { choiceFor, customChoice } from '@/features/personalities/personality-choice';
import { browserCountry } from '@/features/safety/browser-country';
import { CrisisNotice } from '@/features/safety/components/crisis-notice';
import { GetHelpButton } from '@/features/safety/components/get-help-button';
import { HelpPanel } from '@/features/safety/components/help-panel';
import { VoiceControls } from '@/features/voice/components/voice-controls';

interface ChatSectionProps {
  user: AuthUser;
  account: Account | undefined;
  supportType: SupportType;
  prefill: { text: string; id: number } | undefined;
  /** The page's name, in the document title and, unless `greeting` is given, its heading. */
  title: string;
  /** The heading's text when it differs from the title ("Hi Robin"). */
  greeting?: ReactNode;
  /** What the page adds to its header line, before 'Get help now'. */
  headerAction?: ReactNode;
  /** What the page offers before the first message. */
  intro: ReactNode;
}

/**
 * A chat page's body, filling the height the app shell gives it: the page's header line (back to Home,
 * the heading, the page's own action, 'Get help now' always on screen), and the chat with the pieces other features own (the personality selector, the
 * voice controls, the crisis notice and the help panel, which also opens by itself when a reply says the
 * person may be in crisis). The crisis lines are those of the browser's country.
 */
export function ChatSection({
  user,
  account,
  supportType,
  prefill,
  title,
  greeting,
  headerAction,
  intro,
}: ChatSectionProps) {
  const [picked, setPicked] = useState<PersonalityChoice | undefined>();
  const [helpOpen, setHelpOpen] = useState(false);
  // The help panel speaks the language of the last crisis message written in one ReflectAI reads.
  const [helpLanguage, setHelpLanguage] = useState<CrisisLanguage | undefined>();
  const [country] = useState(browserCountry);
  // A counselor matched before sign-up becomes the account's on whichever chat page comes first.
  useAdoptStoredMatch(user.uid, account);
  // Until the person picks one: the counselor the questionnaire matched, else the default
  // (docs/product.md#personalities).
  const matched = account?.matchedCounselorPersonality ?? undefined;
  const profile = matched ? resolvePersonality(matched).profile : undefined;
  const personalized = profile ? personalizedCounselorPersonality(profile) : undefined;
  const personality =
    picked ?? (personalized ? customChoice(personalized) : choiceFor(DEFAULT_PERSONALITY, []));
  const openHelp = () => setHelpOpen(true);

  return (
    <main id="main" className="flex min-h-0 flex-1 flex-col gap-2 py-2">
      <header className="flex items-center gap-2">
        <div className="flex min-w-0 flex-1 items-center gap-1">
          <Link
            to={paths.app.home}
            aria-label="Back to Home"
            className={buttonClass('ghost', 'shrink-0 px-2')}
          >
            <ArrowLeft className="h-5 w-5" aria-hidden />
          </Link>
          <PageHeading
            title={title}
            className="min-w-0 truncate text-lg font-semibold text-slate-900 dark:text-white"
          >
            {greeting}
          </PageHeading>
          {headerAction}
        </div>
        <GetHelpButton onClick={openHelp} />
      </header>
      <ChatPanel
        uid={user.uid}
        supportType={supportType}
        personality={personality}
        counselorName={profile && COUNSELOR_PROFILES[profile].name}
        country={country}
        onCrisis={(language) => {
          setHelpLanguage(language);
          openHelp();
        }}
        prefill={prefill}
        personalitySelect={
          <PersonalitySelect
            uid={user.uid}
            value={personality}
            onChange={setPicked}
            personalizedCounselor={personalized}
          />
        }
        memoryLink={<MemoryLink />}
        training={account !== undefined && trainsCounselor(account.entitlement)}
        intro={intro}
        crisisNotice={<CrisisNotice country={country} language={helpLanguage} onGetHelp={openHelp} />}
        voiceControls={(chat) => (
          <VoiceControls
            {...chat}
            onPlanError={raisePlanEvent}
            onUpgrade={() =>
              requestUpgrade({
                featureName: VOICE_FEATURE,
                requiredPlan: VOICE_PLANS[0],
                message: VOICE_UPGRADE_NOTE,
              })
            }
          />
        )}
      />
      <HelpPanel
        uid={user.uid}
        country={country}
        language={helpLanguage}
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
      />
    </main>
  );
}
