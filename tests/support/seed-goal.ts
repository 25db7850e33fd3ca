import { patchDocument } from './emulators';

/** Writes an active goal as the app would store it (rules bypassed), made `createdAt` (now by default). */
export async function seedGoal(
  uid: string,
  id: string,
  fields: { title: string; progress: number; createdAt?: Date },
) {
  const createdAt = fields.createdAt ?? new Date();
  await patchDocument(`users/${uid}/goals/${id}`, {
    title: fields.title,
    description: '',
    targetDate: null,
    status: 'active',
    progress: fields.progress,
    createdAt,
    updatedAt: createdAt,
    completedAt: null,
  });
}
