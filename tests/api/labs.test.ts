import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import { useDemoProject } from '../support/admin';
import { assertEmulatorsRunning, readDocument, suiteEmulators } from '../support/emulators';
import { newSubscriber } from './chat-helpers';
import { api } from './http';

beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  useDemoProject();
});

const switchLab = (token: string, body: Record<string, unknown>) => api('/labs', { token, body });

/** The `labs` map on the user record, read with rules bypassed. */
const storedLabs = async (uid: string) => (await readDocument(`users/${uid}`))?.fields.labs;

describe('POST /api/labs', () => {
  it('should answer 401 without a token', async () => {
    expect(await api('/labs', { body: { feature: 'lookBack', enabled: true } })).toMatchObject({
      status: 401,
      body: { error: 'unauthenticated' },
    });
  });

  it('should let an Elite member switch a feature on and off, stored on their record', async () => {
    const { uid, token } = await newSubscriber('elite');
    expect(await switchLab(token, { feature: 'lookBack', enabled: true })).toMatchObject({
      status: 200,
      body: { labs: { lookBack: true } },
    });
    expect(await storedLabs(uid)).toEqual({ mapValue: { fields: { lookBack: { booleanValue: true } } } });

    expect(await switchLab(token, { feature: 'lookBack', enabled: false })).toMatchObject({
      status: 200,
      body: { labs: { lookBack: false } },
    });
    expect(await storedLabs(uid)).toEqual({ mapValue: { fields: { lookBack: { booleanValue: false } } } });
  });

  it.each(['basic', 'pro'] as const)(
    'should refuse to switch a feature on for a %s member, storing nothing',
    async (plan) => {
      const { uid, token } = await newSubscriber(plan);
      expect(await switchLab(token, { feature: 'lookBack', enabled: true })).toMatchObject({
        status: 403,
        body: { error: 'subscription_required', feature: 'early-access', requiredPlans: ['elite'] },
      });
      expect(await storedLabs(uid)).toBeUndefined();
    },
  );

  it('should let someone whose plan no longer brings early access switch a feature off', async () => {
    const { uid, token } = await newSubscriber('pro');
    await adminDb()
      .doc(`users/${uid}`)
      .update({ labs: { lookBack: true } });
    expect(await switchLab(token, { feature: 'lookBack', enabled: false })).toMatchObject({
      status: 200,
      body: { labs: { lookBack: false } },
    });
  });

  it.each([
    [{ feature: 'calendar', enabled: true }, 'feature'],
    [{ feature: 'lookBack' }, 'enabled'],
  ])('should answer 400 naming the field for %j', async (body, field) => {
    const { token } = await newSubscriber('elite');
    expect(await switchLab(token, body)).toMatchObject({
      status: 400,
      body: { error: 'bad_request', field },
    });
  });

  it('should offer nothing but POST', async () => {
    const { token } = await newSubscriber('elite');
    expect((await api('/labs', { token })).status).toBe(405);
  });
});
