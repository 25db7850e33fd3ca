import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { OWNER_EDITABLE_USER_FIELDS, SERVER_ONLY_USER_FIELDS } from '@domain/user';
import { ownerOnly } from './access-matrix';
import { ACTOR_LABELS, OWNER, useRulesEnvironment, type Actor, type Operation } from './rules-env';

const { dbFor, seed } = useRulesEnvironment();

type ServerOnlyField = (typeof SERVER_ONLY_USER_FIELDS)[number];
type OwnerEditableField = (typeof OWNER_EDITABLE_USER_FIELDS)[number];

// The record Cloud Functions write at sign-up, as it sits in Firestore.
function seedUser(overrides: Record<string, unknown> = {}) {
  return {
    username: 'jane',
    name: 'Jane',
    email: 'jane@example.com',
    trialStartedAt: Timestamp.now(),
    createdAt: Timestamp.now(),
    subscriptionPlan: null,
    isVipUser: false,
    completedCounselorQuestionnaire: false,
    matchedCounselorPersonality: null,
    ...overrides,
  };
}

async function seedOwner(overrides: Record<string, unknown> = {}): Promise<void> {
  await seed(`users/${OWNER}`, seedUser(overrides));
}

// An owner update of the seeded record, stamped with the server time unless the payload says otherwise.
function ownerUpdate(changes: Record<string, unknown>): Promise<void> {
  return updateDoc(doc(dbFor('owner'), 'users', OWNER), {
    updatedAt: serverTimestamp(),
    ...changes,
  });
}

describe('users/{uid}', () => {
  describe('access by actor and operation', () => {
    const allowed = ownerOnly({ get: true, list: false, create: false, update: true, delete: false });

    type Attempt = { label: string; run: (db: Firestore) => Promise<unknown> };
    const operations: Record<Operation, Attempt> = {
      get: {
        label: `get users/${OWNER}`,
        run: (db) => getDoc(doc(db, 'users', OWNER)),
      },
      list: {
        label: 'list the users collection',
        run: (db) => getDocs(query(collection(db, 'users'))),
      },
      create: {
        label: `create users/${OWNER}`,
        run: (db) =>
          setDoc(
            doc(db, 'users', OWNER),
            seedUser({
              trialStartedAt: serverTimestamp(),
              createdAt: serverTimestamp(),
              updatedAt: serverTimestamp(),
            }),
          ),
      },
      update: {
        label: `update the name on users/${OWNER}`,
        run: (db) =>
          updateDoc(doc(db, 'users', OWNER), {
            name: 'Jane Doe',
            updatedAt: serverTimestamp(),
          }),
      },
      delete: {
        label: `delete users/${OWNER}`,
        run: (db) => deleteDoc(doc(db, 'users', OWNER)),
      },
    };

    for (const actor of Object.keys(allowed) as Actor[]) {
      for (const operation of Object.keys(operations) as Operation[]) {
        const expected = allowed[actor][operation];
        const verb = expected ? 'let' : 'not let';
        it(`should ${verb} ${ACTOR_LABELS[actor]} ${operations[operation].label}`, async () => {
          // Creation is tried against an empty database; every other operation against the seeded record.
          if (operation !== 'create') await seedOwner();
          const attempt = operations[operation].run(dbFor(actor));
          if (expected) await assertSucceeds(attempt);
          else await assertFails(attempt);
        });
      }
    }
  });

  describe('server-only fields', () => {
    // A value for each server-only field that differs from the seeded record, as an attacker would write it.
    const forgedValues: Record<ServerOnlyField, unknown> = {
      email: 'someone-else@example.com',
      createdAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')),
      trialStartedAt: Timestamp.fromDate(new Date('2099-01-01T00:00:00Z')),
      trialPlan: 'elite',
      subscriptionPlan: 'elite',
      subscriptionStatus: 'active',
      isVipUser: true,
      stripeCustomerId: 'cus_forged',
      stripeSubscriptionId: 'sub_forged',
      stripeTrialEnd: Timestamp.now(),
      currentPeriodEnd: Timestamp.now(),
      cancelAtPeriodEnd: false,
      usage: { chatMessages: 0 },
      labs: { lookBack: true },
    };

    it.each(SERVER_ONLY_USER_FIELDS)(
      'should not let the owner write the server-only field %s',
      async (field) => {
        await seedOwner();
        await assertFails(ownerUpdate({ [field]: forgedValues[field] }));
      },
    );

    it('should not let the owner replace the record with setDoc and drop server-only fields', async () => {
      await seedOwner();
      await assertFails(
        setDoc(doc(dbFor('owner'), 'users', OWNER), {
          username: 'jane',
          name: 'Jane',
          completedCounselorQuestionnaire: false,
          matchedCounselorPersonality: null,
          updatedAt: serverTimestamp(),
        }),
      );
    });
  });

  describe('owner updates', () => {
    it('should let the owner change every owner-editable field in one update and read it back', async () => {
      await seedOwner();
      const changes: Record<OwnerEditableField, unknown> = {
        name: 'Jane Doe',
        username: 'jane.doe',
        completedCounselorQuestionnaire: true,
        matchedCounselorPersonality: 'empathetic',
        settings: { theme: 'dark', notifications: false, dataExport: true, autoSave: false },
        updatedAt: serverTimestamp(),
      };
      await assertSucceeds(ownerUpdate(changes));

      const snapshot = await getDoc(doc(dbFor('owner'), 'users', OWNER));
      expect(snapshot.get('name')).toBe('Jane Doe');
      expect(snapshot.get('username')).toBe('jane.doe');
      expect(snapshot.get('completedCounselorQuestionnaire')).toBe(true);
      expect(snapshot.get('matchedCounselorPersonality')).toBe('empathetic');
      expect(snapshot.get('settings.theme')).toBe('dark');
      expect(snapshot.get('updatedAt')).toBeInstanceOf(Timestamp);
      expect(snapshot.get('email')).toBe('jane@example.com');
    });

    it('should not let the owner update without updatedAt', async () => {
      await seedOwner();
      await assertFails(updateDoc(doc(dbFor('owner'), 'users', OWNER), { name: 'Jane Doe' }));
    });

    it('should not let the owner set updatedAt to a client-chosen time', async () => {
      await seedOwner();
      await assertFails(
        ownerUpdate({
          name: 'Jane Doe',
          updatedAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')),
        }),
      );
    });

    it('should let the owner set a name of exactly 80 characters', async () => {
      await seedOwner();
      await assertSucceeds(ownerUpdate({ name: 'a'.repeat(80) }));
    });

    it('should let the owner clear their name', async () => {
      await seedOwner();
      await assertSucceeds(ownerUpdate({ name: '' }));
    });

    it('should not let the owner set a name longer than 80 characters', async () => {
      await seedOwner();
      await assertFails(ownerUpdate({ name: 'a'.repeat(81) }));
    });

    it('should not let the owner set a name that is not a string', async () => {
      await seedOwner();
      await assertFails(ownerUpdate({ name: 42 }));
    });

    it('should let the owner set a valid username like jane.doe_1', async () => {
      await seedOwner();
      await assertSucceeds(ownerUpdate({ username: 'jane.doe_1' }));
    });

    it('should let the owner set a username of exactly 30 characters', async () => {
      await seedOwner();
      await assertSucceeds(ownerUpdate({ username: 'a'.repeat(30) }));
    });

    it.each([
      ['has uppercase letters', 'Jane'],
      ['is too short (2 characters)', 'ja'],
      ['is too long (31 characters)', 'a'.repeat(31)],
      ['has a space', 'jane doe'],
    ])('should not let the owner set a username that %s', async (_reason, username) => {
      await seedOwner();
      await assertFails(ownerUpdate({ username }));
    });

    it('should let the owner mark the counselor questionnaire completed', async () => {
      await seedOwner();
      await assertSucceeds(ownerUpdate({ completedCounselorQuestionnaire: true }));
    });

    it('should not let the owner set completedCounselorQuestionnaire to a non-boolean', async () => {
      await seedOwner();
      await assertFails(ownerUpdate({ completedCounselorQuestionnaire: 'yes' }));
    });

    it('should let the owner reset matchedCounselorPersonality to null', async () => {
      await seedOwner({ matchedCounselorPersonality: 'empathetic' });
      await assertSucceeds(ownerUpdate({ matchedCounselorPersonality: null }));
    });

    it('should let the owner set a matchedCounselorPersonality of exactly 40 characters', async () => {
      await seedOwner();
      await assertSucceeds(ownerUpdate({ matchedCounselorPersonality: 'a'.repeat(40) }));
    });

    it('should not let the owner set a matchedCounselorPersonality longer than 40 characters', async () => {
      await seedOwner();
      await assertFails(ownerUpdate({ matchedCounselorPersonality: 'a'.repeat(41) }));
    });

    it('should not let the owner add an unknown field', async () => {
      await seedOwner();
      await assertFails(ownerUpdate({ foo: 'bar' }));
    });
  });

  describe('settings', () => {
    const valid = { theme: 'system', notifications: true, dataExport: false, autoSave: true };

    it.each(['light', 'dark', 'system'])(
      'should let the owner save settings with the %s theme',
      async (theme) => {
        await seedOwner();
        await assertSucceeds(ownerUpdate({ settings: { ...valid, theme } }));
      },
    );

    it('should let the owner change saved settings and keep the rest of the record', async () => {
      await seedOwner({ settings: valid });
      await assertSucceeds(
        ownerUpdate({ settings: { theme: 'dark', notifications: false, dataExport: true, autoSave: false } }),
      );
      const snapshot = await getDoc(doc(dbFor('owner'), 'users', OWNER));
      expect(snapshot.get('settings')).toEqual({
        theme: 'dark',
        notifications: false,
        dataExport: true,
        autoSave: false,
      });
      expect(snapshot.get('email')).toBe('jane@example.com');
    });

    it('should let the owner change settings while other fields stay as they were', async () => {
      await seedOwner({ settings: valid });
      await assertSucceeds(ownerUpdate({ name: 'Jane Doe' }));
    });

    it('should let the owner pause and resume memory, and keep a record saved before memory existed', async () => {
      await seedOwner({ settings: valid });
      await assertSucceeds(ownerUpdate({ settings: { ...valid, memoryEnabled: false } }));
      await assertSucceeds(ownerUpdate({ settings: { ...valid, memoryEnabled: true } }));
      await assertSucceeds(ownerUpdate({ settings: valid }));
    });

    it('should let the owner save a reminder time on the quarter hour and a time zone', async () => {
      await seedOwner({ settings: valid });
      const reminders = { ...valid, reminderTime: '07:45', timeZone: 'America/Argentina/Buenos_Aires' };
      await assertSucceeds(ownerUpdate({ settings: reminders }));
      await assertSucceeds(ownerUpdate({ settings: { ...reminders, reminderTime: '00:00' } }));
      await assertSucceeds(ownerUpdate({ settings: { ...reminders, reminderTime: '23:15' } }));
    });

    it("should not let another user change the owner's settings", async () => {
      await seedOwner();
      await assertFails(
        updateDoc(doc(dbFor('other'), 'users', OWNER), { settings: valid, updatedAt: serverTimestamp() }),
      );
    });

    it.each([
      ['an unknown theme', { ...valid, theme: 'sepia' }],
      ['a theme that is not a string', { ...valid, theme: 1 }],
      ['notifications that are not a boolean', { ...valid, notifications: 'on' }],
      ['dataExport that is not a boolean', { ...valid, dataExport: 1 }],
      ['autoSave that is not a boolean', { ...valid, autoSave: null }],
      ['memoryEnabled that is not a boolean', { ...valid, memoryEnabled: 'off' }],
      ['a reminder time off the quarter hour', { ...valid, reminderTime: '20:10' }],
      ['a reminder time past midnight', { ...valid, reminderTime: '24:00' }],
      ['a reminder time with seconds', { ...valid, reminderTime: '20:00:00' }],
      ['a reminder time without a leading zero', { ...valid, reminderTime: '8:00' }],
      ['a reminder time that is not a string', { ...valid, reminderTime: 2000 }],
      ['an empty time zone', { ...valid, timeZone: '' }],
      ['a time zone of 65 characters', { ...valid, timeZone: 'Z'.repeat(65) }],
      ['a time zone that is not a string', { ...valid, timeZone: 1 }],
      ['a missing setting', { theme: 'dark', notifications: true, dataExport: false }],
      ['an extra key', { ...valid, fontSize: 'large' }],
      ['a map with no settings', {}],
    ])('should not let the owner save settings with %s', async (_reason, settings) => {
      await seedOwner();
      await assertFails(ownerUpdate({ settings }));
    });

    it.each([
      ['a string', 'dark'],
      ['a list', ['dark']],
      ['null', null],
    ])('should not let the owner save settings that are %s', async (_reason, settings) => {
      await seedOwner();
      await assertFails(ownerUpdate({ settings }));
    });

    it('should not let the owner change one setting with a dotted path into a bad value', async () => {
      await seedOwner({ settings: valid });
      await assertFails(ownerUpdate({ 'settings.theme': 'neon' }));
      await assertSucceeds(ownerUpdate({ 'settings.theme': 'light' }));
    });
  });
});

describe('paths without a rule', () => {
  const paths = ['anything/doc1', `users/${OWNER}/private/x`];
  const actors: Actor[] = ['owner', 'other', 'signedOut'];

  for (const path of paths) {
    for (const actor of actors) {
      it(`should not let ${ACTOR_LABELS[actor]} read ${path}`, async () => {
        await seed(path, { note: 'seeded' });
        await assertFails(getDoc(doc(dbFor(actor), path)));
      });

      it(`should not let ${ACTOR_LABELS[actor]} write ${path}`, async () => {
        await assertFails(setDoc(doc(dbFor(actor), path), { note: 'written' }));
      });
    }
  }
});
