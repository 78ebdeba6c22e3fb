import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { EidStatusResponse, IdType, LoginKind } from "../schema";
import { cancelEid, type EidSegment, getJson, startEid } from "./auth-client";

/** E-ID polling runs every second (spec 000 sections 4 and 9). */
export const EID_POLL_MS = 1000;
/** Polls that fail in a row (network) before the attempt is given up. */
const MAX_POLL_FAILURES = 5;

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

function statusUrl(segment: EidSegment, idType: IdType, poolingId: string, board: boolean): string {
  const id = encodeURIComponent(poolingId);
  // Board logins poll their own path (spec 000 section 7); the answer has the same shape.
  return board
    ? `/api/account_service/login/${idType}/status/board_member/${id}`
    : `/api/account_service/${segment}/${idType}/status/${id}`;
}

/**
 * One e-ID attempt in the browser: start it (BankID: poll every second with the QR code of
 * that second; Norway and Finland: go to the identity provider), or resume one after the
 * provider sent the browser back. A non-pending answer ends the polling and goes to onOutcome.
 */
export function useEidAttempt(onOutcome: (outcome: EidStatusResponse, poolingId: string) => void) {
  const { t } = useTranslation();
  const [state, setState] = useState<EidAttemptState>({ phase: "idle" });
  const timer = useRef<number | undefined>(undefined);
  const generation = useRef(0);
  const outcome = useRef(onOutcome);
  outcome.current = onOutcome;

  const stop = useCallback(() => {
    generation.current += 1;
    window.clearTimeout(timer.current);
  }, []);

  useEffect(() => stop, [stop]);

  const poll = useCallback(
    (segment: EidSegment, idType: IdType, poolingId: string, board: boolean, autoStartUrl?: string) => {
      stop();
      const mine = generation.current;
      let failures = 0;
      setState({ phase: "pending", idType, poolingId, autoStartUrl });
      const tick = async () => {
        try {
          const answer = await getJson<EidStatusResponse>(statusUrl(segment, idType, poolingId, board));
          if (mine !== generation.current) return;
          const body = answer.body;
          if (!answer.ok || !body) throw new Error(`status ${answer.status}`);
          failures = 0;
          if (body.status === "Pending") {
            setState({ phase: "pending", idType, poolingId, autoStartUrl, qrSvg: body.qrSvg, hintCode: body.hintCode });
            timer.current = window.setTimeout(tick, EID_POLL_MS);
            return;
          }
          stop();
          setState({ phase: "idle" });
          outcome.current(body, poolingId);
        } catch {
          if (mine !== generation.current) return;
          failures += 1;
          if (failures >= MAX_POLL_FAILURES) {
            stop();
            setState({ phase: "idle" });
            outcome.current({ status: "Error", message: t("errors.somethingWentWrong") }, poolingId);
            return;
          }
          timer.current = window.setTimeout(tick, EID_POLL_MS);
        }
      };
      void tick();
    },
    [stop, t],
  );

  const start = useCallback(
    async (segment: EidSegment, idType: IdType, body: { loginKind?: LoginKind; returnUrl?: string }) => {
      stop();
      setState({ phase: "starting" });
      try {
        const answer = await startEid(segment, idType, body);
        const started = answer.body;
        if (!answer.ok || !started) {
          setState({ phase: "idle" });
          const message = (answer.body as unknown as { error?: { message?: string } } | null)?.error?.message;
          outcome.current({ status: "Error", message: message ?? t("errors.somethingWentWrong") }, "");
          return;
        }
        if (started.redirectUrl) {
          setState({ phase: "redirecting" });
          window.location.assign(started.redirectUrl);
          return;
        }
        const board = body.loginKind === "boardMember" || body.loginKind === "boardMemberCase";
        poll(segment, idType, started.poolingId, board && segment === "login", started.autoStartUrl);
      } catch {
        setState({ phase: "idle" });
        outcome.current({ status: "Error", message: t("errors.somethingWentWrong") }, "");
      }
    },
    [poll, stop, t],
  );

  const cancel = useCallback(async () => {
    const current = state;
    stop();
    setState({ phase: "idle" });
    if (current.phase === "pending") await cancelEid(current.idType, current.poolingId).catch(() => undefined);
  }, [state, stop]);

  return { state, start, resume: poll, cancel };
}
