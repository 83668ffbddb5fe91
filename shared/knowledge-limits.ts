/**
 * What a plan allows of knowledge sources (issue 33): the pages one website crawl may fetch and the size of
 * one uploaded file. A plan item may carry its own figures (`knowledgePagesLimit`, `knowledgeFileMbLimit`,
 * set in the catalogue: shared/plan-catalogue.ts); a plan stored before they existed, or no active
 * plan, gets the defaults — the smallest plan's.
 */
export const DEFAULT_KNOWLEDGE_PAGES = 50;
export const DEFAULT_KNOWLEDGE_FILE_MB = 10;

export interface KnowledgeLimits {
  pages: number;
  fileBytes: number;
}

export function knowledgeLimits(
  plan: { knowledgePagesLimit?: number; knowledgeFileMbLimit?: number; isActive?: boolean } | null | undefined,
): KnowledgeLimits {
  const usable = plan && plan.isActive !== false ? plan : undefined;
  return {
    pages: usable?.knowledgePagesLimit ?? DEFAULT_KNOWLEDGE_PAGES,
    fileBytes: (usable?.knowledgeFileMbLimit ?? DEFAULT_KNOWLEDGE_FILE_MB) * 1024 * 1024,
  };
}
