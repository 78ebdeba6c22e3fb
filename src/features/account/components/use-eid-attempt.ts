import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { usePageQueryClient } from "~/ui/query/query-client";
import { RequestError, serverMessageOf } from "~/ui/query/request-error";
import { showToast } from "~/ui/toast/show-toast";
import type { EidStartResponse, EidStatusResponse, IdType, LoginKind } from "../schema";
import { type ApiAnswer, cancelEid, type EidSegment, pollEid, startEid } from "./auth-client";
import { isAuthError } from "./login-outcome";

/** E-ID polling runs every second (spec 000 sections 4 and 9). */
export const EID_POLL_MS = 1000;
/** Polls that fail in a row (the network, a server error) before the attempt is given up. */
export const MAX_POLL_FAILURES = 5;

export type EidAttemptState =
  | { phase: "idle" }
  | { phase: "starting" }
  | { phase: "redirecting" }
  | {
      phase: "pending";
      idType: IdType;
      poolingId: string;
      qrSvg?: string;
      hintCode?: string;
      autoStartUrl?: string;
    };

/** The attempt being polled. */
interface Attempt {
  segment: EidSegment;
  idType: IdType;
  poolingId: string;
  board: boolean;
  autoStartUrl?: string;
}

/**
 * How an attempt is started, polled and cancelled: the account's e-ID calls (login, register,
 * update) by default; signing a document brings its own calls with the same answers.
 */
export interface EidCalls {
  start(
    segment: EidSegment,
    idType: IdType,
    body: { loginKind?: LoginKind; returnUrl?: string },
  ): Promise<ApiAnswer<EidStartResponse>>;
  poll(
    segment: EidSegment,
    idType: IdType,
    poolingId: string,
    board: boolean,
    signal?: AbortSignal,
  ): Promise<EidStatusResponse>;
  cancel(idType: IdType, poolingId: string): Promise<unknown>;
}

const ACCOUNT_CALLS: EidCalls = { start: startEid, poll: pollEid, cancel: cancelEid };

/** The query key of an attempt's status: one query per attempt, shared by whoever polls it. */
export const eidStatusKey = (attempt: Attempt | null) =>
  attempt
    ? (["eid-status", attempt.segment, attempt.idType, attempt.poolingId, attempt.board] as const)
    : (["eid-status", "none"] as const);

/**
 * One e-ID attempt in the browser: start it (BankID: poll every second with the QR code of
 * that second; Norway and Finland: go to the identity provider), or resume one after the
 * provider sent the browser back. A non-pending answer ends the polling and goes to onOutcome.
 *
 * The polling is a TanStack query (decision 009): it asks every second while the answer is
 * Pending, also while the tab is in the background (the BankID app may be in front), until a
 * final status. A poll that fails for a passing reason is asked again each second, up to
 * MAX_POLL_FAILURES in a row (a refusal, 4xx, is final at once); the last failure ends the
 * attempt with an error toast carrying the server's message. An auth error answer (Cancelled,
 * Error, an expired attempt's InvalidInput...) is an error toast too (spec 001 section 8).
 */
export function useEidAttempt(
  onOutcome: (outcome: EidStatusResponse, poolingId: string) => void,
  /** Stable across renders (a module constant, or memoized). */
  calls: EidCalls = ACCOUNT_CALLS,
) {
  const { t } = useTranslation();
  const client = usePageQueryClient();
  const [starting, setStarting] = useState<"starting" | "redirecting" | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const outcome = useRef(onOutcome);
  outcome.current = onOutcome;

  const status = useQuery(
    {
      queryKey: eidStatusKey(attempt),
      queryFn: ({ signal }) => {
        if (!attempt) throw new Error("no e-ID attempt");
        return calls.poll(attempt.segment, attempt.idType, attempt.poolingId, attempt.board, signal);
      },
      enabled: attempt !== null,
      refetchInterval: (query) => (query.state.data?.status === "Pending" ? EID_POLL_MS : false),
      refetchIntervalInBackground: true,
      retry: (failures, error) => error instanceof RequestError && error.transient && failures < MAX_POLL_FAILURES - 1,
      retryDelay: EID_POLL_MS,
      // Each poll is new (a new QR code each second); nothing of an attempt stays once it is over.
      staleTime: 0,
      gcTime: 0,
    },
    client,
  );

  // The end of an attempt: a final answer, or a failed poll (after its retries).
  useEffect(() => {
    if (!attempt) return;
    const { data, error } = status;
    if (error) {
      setAttempt(null);
      // The query's error toast has already said it; the view shows it in place too.
      const failure = error instanceof RequestError ? error : undefined;
      const message =
        failure?.serverMessage ?? t(failure?.status === 0 ? "errors.network" : "errors.somethingWentWrong");
      outcome.current({ status: "Error", message }, attempt.poolingId);
      return;
    }
    if (!data || data.status === "Pending") return;
    setAttempt(null);
    if (isAuthError(data.status)) showToast({ tone: "error", message: data.message });
    outcome.current(data, attempt.poolingId);
  }, [attempt, status, t]);

  const stop = useCallback(() => {
    setStarting(null);
    setAttempt(null);
  }, []);

  const resume = useCallback(
    (segment: EidSegment, idType: IdType, poolingId: string, board: boolean, autoStartUrl?: string) => {
      setStarting(null);
      setAttempt({ segment, idType, poolingId, board, autoStartUrl });
    },
    [],
  );

  const start = useCallback(
    async (segment: EidSegment, idType: IdType, body: { loginKind?: LoginKind; returnUrl?: string }) => {
      setAttempt(null);
      setStarting("starting");
      // A failed start is an error toast already (auth-client); the view shows the message in place too.
      const failed = (message: string | undefined) => {
        setStarting(null);
        outcome.current({ status: "Error", message: message ?? t("errors.somethingWentWrong") }, "");
      };
      try {
        const answer = await calls.start(segment, idType, body);
        const started = answer.body;
        if (!answer.ok || !started) {
          failed(serverMessageOf(answer.body));
          return;
        }
        if (started.redirectUrl) {
          setStarting("redirecting");
          window.location.assign(started.redirectUrl);
          return;
        }
        const board = body.loginKind === "boardMember" || body.loginKind === "boardMemberCase";
        resume(segment, idType, started.poolingId, board && segment === "login", started.autoStartUrl);
      } catch {
        failed(undefined);
      }
    },
    [resume, t, calls],
  );

  const cancel = useCallback(async () => {
    const current = attempt;
    stop();
    if (current) await calls.cancel(current.idType, current.poolingId).catch(() => undefined);
  }, [attempt, stop, calls]);

  let state: EidAttemptState = { phase: "idle" };
  if (starting) state = { phase: starting };
  else if (attempt) {
    const pending = status.data?.status === "Pending" ? status.data : undefined;
    state = {
      phase: "pending",
      idType: attempt.idType,
      poolingId: attempt.poolingId,
      autoStartUrl: attempt.autoStartUrl,
      qrSvg: pending?.qrSvg,
      hintCode: pending?.hintCode,
    };
  }

  return { state, start, resume, cancel };
}
