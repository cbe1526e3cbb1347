/**
 * Reading the chronicle mention notices (ours, issue 11; docs/data-model.md R8–R9): a recipient's
 * notices newest first through gsi2 (`CHRONOTI#<recipient>` / `<createdAt>#<postId>#<target>`); their
 * read mark on the profile is `setReadMark(uuid, 'mentionNotiReadAt', at)` (profiles.ts). The notices are written by `putChronicleMention` (R7, chronicle.ts).
 */
import { ChronicleMentionEntity, type ChronicleMention } from './entities';
import { queryIndexPartition } from './client';

/**
 * The newest `limit` mention notices of `uuid`, newest first (R8): one query of gsi2, ≈ 0.45 KB a
 * notice (≤ 1 KB with an excerpt of 200 CJK characters): 50 cost ≈ 3 RCU (≤ 7). Expired ones the TTL
 * has not deleted yet are included (the caller drops them).
 */
export async function listNewestChronicleMentions(uuid: string, limit: number): Promise<ChronicleMention[]> {
  const index = ChronicleMentionEntity.gsi2;
  const items = await queryIndexPartition(index, index.partition({ uuid }), { limit, newestFirst: true });
  return items.map((item) => ChronicleMentionEntity.parse(item));
}
