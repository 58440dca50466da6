"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";

import { Button } from "@teamkit/ui/button";
import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";

/** A conversation as the history lists it. */
export interface ConversationSummary {
  id: string;
  title: string;
}

export function ConversationHistory({
  conversations,
  openId,
  onOpen,
  onNew,
  onDelete,
  canDelete = true,
}: {
  conversations: ConversationSummary[];
  openId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  /** Deletes it on the server; the dialog stays open (and can be retried) while it runs. */
  onDelete: (id: string) => Promise<unknown>;
  canDelete?: boolean;
}) {
  const t = useTranslations("ai.page");
  const listId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  // The deleted conversation's button, where focus would return, is gone: the next one's delete
  // button takes it (the previous one's for the last), or "New conversation" once none is left.
  const neighbourOfDeleted = useRef<string | null>(null);
  const confirmDelete = async (id: string) => {
    const index = conversations.findIndex((conversation) => conversation.id === id);
    const neighbour = conversations[index + 1] ?? conversations[index - 1];
    await onDelete(id);
    neighbourOfDeleted.current = neighbour?.id ?? "";
  };
  const moveFocusAfterDelete = () => {
    const id = neighbourOfDeleted.current;
    neighbourOfDeleted.current = null;
    if (id === null) return false;
    const target = deleteButtons.current.get(id) ?? newButton.current;
    target?.focus();
    return !!target;
  };
  return (
    <nav
      aria-labelledby={`${listId}-title`}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${listId}-title`} className="text-sm font-semibold">
          {t("history")}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="lg:hidden"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setIsExpanded((expanded) => !expanded)}
        >
          {isExpanded ? t("hideHistory") : t("showHistory")}
        </Button>
      </div>
      <Button
        ref={newButton}
        type="button"
        variant="outline"
        size="sm"
        onClick={() => {
          setIsExpanded(false);
          onNew();
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M9 4h2v5h5v2h-5v5H9v-5H4V9h5z" />
        </svg>
        {t("newConversation")}
      </Button>
      <div id={listId} className={isExpanded ? "block" : "hidden lg:block"}>
        {conversations.length === 0 ? (
          <p className="px-1 text-sm text-gray-600 dark:text-gray-400">{t("historyEmpty")}</p>
        ) : (
          <ul
            className="grid max-h-[28rem] grid-cols-[minmax(0,1fr)] gap-1 overflow-y-auto"
            data-testid="ai-history"
          >
            {conversations.map((conversation) => (
              <li key={conversation.id} className="group flex items-center gap-1">
                <button
                  type="button"
                  aria-current={conversation.id === openId ? "true" : undefined}
                  onClick={() => {
                    setIsExpanded(false);
                    onOpen(conversation.id);
                  }}
                  className="min-w-0 flex-1 truncate rounded-md px-3 py-2 text-start text-sm text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary aria-[current=true]:bg-primary-50 aria-[current=true]:font-medium aria-[current=true]:text-primary-700 dark:text-gray-300 dark:hover:bg-gray-800 dark:aria-[current=true]:bg-primary-700/20 dark:aria-[current=true]:text-white"
                >
                  {conversation.title}
                </button>
                <Button
                  ref={(button) => {
                    if (button) deleteButtons.current.set(conversation.id, button);
                    else deleteButtons.current.delete(conversation.id);
                  }}
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 text-gray-500 dark:text-gray-400"
                  aria-label={t("deleteConversation", { title: conversation.title })}
                  disabled={!canDelete}
                  onClick={() => setDeleting(conversation)}
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    fill="currentColor"
                    className="size-4"
                  >
                    <path d="M8 3h4l1 1h3v2H4V4h3zm-2 4h8l-.7 9.1A1 1 0 0 1 12.3 17H7.7a1 1 0 0 1-1-.9z" />
                  </svg>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteConfirmTitle", { title: deleting?.title ?? "" })}
        description={t("deleteConfirmText")}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        onConfirm={() => (deleting ? confirmDelete(deleting.id) : undefined)}
        moveFocus={moveFocusAfterDelete}
      />
    </nav>
  );
}
