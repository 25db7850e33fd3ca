import { BLUEPRINT_CRISIS_LINE, BLUEPRINT_SAFETY_LINE, type Blueprint } from '@domain/blueprints';
import { renderPdf } from '@/lib/pdf-layout';

/** Renders a blueprint as an A4 PDF and returns its bytes. */
export function renderBlueprintPdf(blueprint: Blueprint): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdf({
    kicker: 'ReflectAI - Mental Health Blueprints',
    title: blueprint.title,
    subtitle: blueprint.subtitle,
    keywords: 'CBT, self-help, mental health blueprint',
    notice: `${BLUEPRINT_SAFETY_LINE} ${BLUEPRINT_CRISIS_LINE}`,
    sections: blueprint.sections,
    footerLines: [BLUEPRINT_SAFETY_LINE, BLUEPRINT_CRISIS_LINE],
  });
}
