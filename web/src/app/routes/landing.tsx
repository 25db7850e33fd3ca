import { Suspense, useState } from 'react';
import { PlanCards } from '@/features/billing/components/plan-cards';
import { AboutSection } from '@/features/marketing/components/about-section';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { FaqSection } from '@/features/marketing/components/faq-section';
import { FeaturesSection } from '@/features/marketing/components/features-section';
import { Hero } from '@/features/marketing/components/hero';
import { NewsletterPopup } from '@/features/marketing/components/newsletter-popup';
import { PlansSection } from '@/features/marketing/components/plans-section';
import { PublicLayout } from '@/features/marketing/components/public-layout';
import { ScreenshotsSection } from '@/features/marketing/components/screenshots-section';
import { TestimonialsSection } from '@/features/marketing/components/testimonials-section';
import { lazyWithServerState } from '@/lib/lazy-server-state';

// The questionnaire (and the code that saves a match) loads on the first click, not with the page.
const QuestionnaireModal = lazyWithServerState(() =>
  import('@/features/onboarding/components/questionnaire-modal').then((module) => module.QuestionnaireModal),
);

/** The public landing page (`/`): the marketing sections, the questionnaire and the newsletter popup. */
export function Landing() {
  const [questionnaireOpen, setQuestionnaireOpen] = useState(false);
  const [questionnaireLoaded, setQuestionnaireLoaded] = useState(false);
  const openQuestionnaire = () => {
    setQuestionnaireLoaded(true);
    setQuestionnaireOpen(true);
  };

  return (
    <PublicLayout>
      <Hero onFindCounselor={openQuestionnaire} />
      <FeaturesSection />
      <AboutSection />
      <ScreenshotsSection />
      <TestimonialsSection />
      <PlansSection>
        <PlanCards interval="month" />
      </PlansSection>
      <FaqSection />
      <ClosingCta />
      {questionnaireLoaded && (
        <Suspense fallback={null}>
          <QuestionnaireModal open={questionnaireOpen} onOpenChange={setQuestionnaireOpen} />
        </Suspense>
      )}
      <NewsletterPopup />
    </PublicLayout>
  );
}
