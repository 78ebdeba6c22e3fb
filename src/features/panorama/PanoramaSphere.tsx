/**
 * The 360 sphere: Photo Sphere Viewer (three.js, WebGL) with its virtual tour plugin, a chunk
 * loaded only when the dialog opens. Cameras are the tour's nodes and their links the arrows to
 * walk through a doorway. Each room shows its low-resolution image first and then swaps in the
 * full one where the visitor is looking (no transition, no jump); a change of furnishing reloads
 * the room in the same direction and zoom. Keyboard: while the sphere has focus the arrow keys
 * turn it and Page Up/Down or +/- zoom (PSV's own keys, only then, so they do not steal the
 * arrows from the radio group beside it).
 */
import "@photo-sphere-viewer/core/index.css";
import "@photo-sphere-viewer/virtual-tour-plugin/index.css";
import { events, Viewer } from "@photo-sphere-viewer/core";
import {
  events as tourEvents,
  type VirtualTourLink,
  type VirtualTourNode,
  VirtualTourPlugin,
  type VirtualTourTransitionOptions,
} from "@photo-sphere-viewer/virtual-tour-plugin";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import styles from "./panorama.module.css";
import { markShown, type PanoramaShown } from "./panorama-view";
import type { PanoramaCamera, PanoramaTour } from "./schema";

/** The zoom range of the sphere, as horizontal fields of view in degrees; a camera's fov is its first zoom. */
const MIN_FOV = 30;
const MAX_FOV = 110;

/** PSV's own arrow drawing (a chevron in rings), kept for the named button. */
const ARROW_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><path fill-rule="evenodd" fill="currentColor" d="M50,50 m45,0 a45,45 0 1,0 -90,0 a45,45 0 1,0 90,0 M50,50 m38,0 a38,38 0 0,1 -76,0 a38,38 0 0,1 76,0 M50,50 m30,0 a30,30 0 1,0 -60,0 a30,30 0 1,0 60,0 M50,40 m2.5,-2.5 l17.5,17.5 a 2.5,2.5 0 0 1 -5,5 l-15,-15 l-15,15 a 2.5,2.5 0 0 1 -5,-5 l17.5,-17.5 a 3.5,3.5 0 0 1 5,0"/></svg>';

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** PSV's zoom level (0 = widest, 100 = narrowest) of a field of view in degrees. */
export function zoomLevelOf(fov: number): number {
  const clamped = Math.min(MAX_FOV, Math.max(MIN_FOV, fov));
  return Math.round(((MAX_FOV - clamped) / (MAX_FOV - MIN_FOV)) * 100);
}

interface NodeData {
  full: string;
  archetypeId: string;
}

/** What this viewer put on a tour node (the plugin types it as `any`). */
function nodeDataOf(node: VirtualTourNode): NodeData {
  const data: NodeData = node.data;
  return data;
}

export function PanoramaSphere({
  tour,
  archetypeId,
  cameraId,
  label,
  describedBy,
  onCameraChange,
  onShown,
  onError,
  onNoWebGl,
}: {
  tour: PanoramaTour;
  archetypeId: string;
  cameraId: string;
  label: string;
  describedBy: string;
  onCameraChange: (cameraId: string) => void;
  onShown: (shown: PanoramaShown) => void;
  onError: () => void;
  onNoWebGl: () => void;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<Viewer | null>(null);
  const pluginRef = useRef<VirtualTourPlugin | null>(null);
  // Read by the node resolver, which the plugin calls later: the furnishing asked for now.
  const archetypeRef = useRef(archetypeId);
  const callbacks = useRef({ onCameraChange, onShown, onError });
  callbacks.current = { onCameraChange, onShown, onError };
  const loadedArchetype = useRef(archetypeId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the viewer is made once per tour; the room and furnishing are followed by the effects below
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const cameras = new Map(tour.cameras.map((camera) => [camera.id, camera]));
    const nodeOf = (id: string): VirtualTourNode => {
      const camera = cameras.get(id);
      const pair = tour.views[archetypeRef.current]?.[id];
      if (!camera || !pair) throw new Error(`No panorama for camera ${id}`);
      const data: NodeData = { full: pair.image, archetypeId: archetypeRef.current };
      return {
        id,
        name: camera.name,
        panorama: pair.lowImage,
        links: camera.links.map((link) => ({
          nodeId: link.cameraId,
          position: { yaw: radians(link.yaw), pitch: radians(link.pitch) },
        })),
        data,
      };
    };
    const firstLook = (camera: PanoramaCamera | undefined): VirtualTourTransitionOptions => ({
      effect: "none",
      rotation: false,
      showLoader: false,
      rotateTo: camera ? { yaw: radians(camera.rotation.yaw), pitch: radians(camera.rotation.pitch) } : undefined,
      zoomTo: camera ? zoomLevelOf(camera.fov) : undefined,
    });
    const first = cameras.get(cameraId) ?? tour.cameras[0];

    let viewer: Viewer;
    try {
      viewer = new Viewer({
        container: element,
        navbar: false,
        loadingTxt: "",
        keyboard: false,
        mousewheelCtrlKey: false,
        minFov: MIN_FOV,
        maxFov: MAX_FOV,
        defaultZoomLvl: first ? zoomLevelOf(first.fov) : 50,
        defaultYaw: first ? radians(first.rotation.yaw) : 0,
        defaultPitch: first ? radians(first.rotation.pitch) : 0,
        lang: { loadError: t("panorama.imageError"), webglError: t("panorama.noWebgl") },
        plugins: [
          VirtualTourPlugin.withConfig({
            dataMode: "server",
            renderMode: "3d",
            startNodeId: first?.id,
            getNode: nodeOf,
            preload: false,
            // PSV's arrow is a button without a name: the same button, named after the room it leads to.
            arrowStyle: {
              element: (link: VirtualTourLink) => {
                const button = document.createElement("button");
                button.type = "button";
                button.className = "psv-virtual-tour-arrow";
                button.setAttribute("aria-label", t("panorama.goTo", { room: cameras.get(link.nodeId)?.name ?? "" }));
                // The room list beside the sphere is the keyboard's way between rooms.
                button.tabIndex = -1;
                button.innerHTML = ARROW_SVG;
                return button;
              },
              size: { width: 80, height: 80 },
            },
            // Through a doorway the view keeps its direction; chosen from the list, a room opens at its camera's own.
            transitionOptions: (toNode, _fromNode, fromLink) =>
              fromLink
                ? { effect: "fade", speed: 600, rotation: true, showLoader: false }
                : firstLook(cameras.get(toNode.id)),
          }),
        ],
      });
    } catch {
      // No WebGL after all (a context that fails to start): the dialog shows the flat picture.
      onNoWebGl();
      return;
    }
    const plugin = viewer.getPlugin<VirtualTourPlugin>(VirtualTourPlugin);
    viewerRef.current = viewer;
    pluginRef.current = plugin;

    const swapInFull = (node: VirtualTourNode) => {
      const data = nodeDataOf(node);
      // Another furnishing was asked for meanwhile: its own room load follows, with its own full image.
      if (data.archetypeId !== archetypeRef.current) return;
      // The same projection at a higher resolution: no transition and no position, so nothing moves.
      viewer.setPanorama(data.full, { transition: false, showLoader: false }).then(
        (done) => {
          if (!done) return;
          requestAnimationFrame(() => {
            markShown("full");
            callbacks.current.onShown({ level: "full", cameraId: node.id, archetypeId: data.archetypeId });
          });
        },
        () => callbacks.current.onError(),
      );
    };
    plugin.addEventListener(tourEvents.NodeChangedEvent.type, ({ node }) => {
      const data = nodeDataOf(node);
      if (data.archetypeId !== archetypeRef.current) {
        // The furnishing changed while this room was loading (before the first room was shown, the
        // furnishing effect had no room to reload): load the room again in the furnishing asked for now.
        plugin
          .setCurrentNode(node.id, {
            forceUpdate: true,
            effect: "none",
            rotation: false,
            showLoader: false,
            rotateTo: viewer.getPosition(),
            zoomTo: viewer.getZoomLevel(),
          })
          .catch(() => callbacks.current.onError());
        return;
      }
      loadedArchetype.current = data.archetypeId;
      callbacks.current.onCameraChange(node.id);
      requestAnimationFrame(() => {
        markShown("low");
        callbacks.current.onShown({ level: "low", cameraId: node.id, archetypeId: data.archetypeId });
      });
      swapInFull(node);
    });
    viewer.addEventListener(events.PanoramaErrorEvent.type, () => callbacks.current.onError());

    // PSV's keys listen on the window: only while the sphere has focus.
    const startKeys = () => viewer.startKeyboardControl();
    const stopKeys = () => viewer.stopKeyboardControl();
    element.addEventListener("focus", startKeys);
    element.addEventListener("blur", stopKeys);
    return () => {
      element.removeEventListener("focus", startKeys);
      element.removeEventListener("blur", stopKeys);
      viewerRef.current = null;
      pluginRef.current = null;
      viewer.destroy();
    };
  }, [tour]);

  // A room chosen in the list: the plugin loads it (with its camera's direction and field of view).
  useEffect(() => {
    const plugin = pluginRef.current;
    if (!plugin) return;
    const current = plugin.getCurrentNode();
    if (current && current.id !== cameraId) plugin.setCurrentNode(cameraId).catch(() => callbacks.current.onError());
  }, [cameraId]);

  // Another furnishing: the same room again, where the visitor looks and at the same zoom.
  useEffect(() => {
    archetypeRef.current = archetypeId;
    const viewer = viewerRef.current;
    const plugin = pluginRef.current;
    const current = plugin?.getCurrentNode();
    if (!viewer || !plugin || !current || loadedArchetype.current === archetypeId) return;
    plugin
      .setCurrentNode(current.id, {
        forceUpdate: true,
        effect: "none",
        rotation: false,
        showLoader: false,
        rotateTo: viewer.getPosition(),
        zoomTo: viewer.getZoomLevel(),
      })
      .catch(() => callbacks.current.onError());
  }, [archetypeId]);

  return (
    <div
      ref={container}
      className={styles.sphere}
      role="application"
      aria-roledescription="360°"
      aria-label={label}
      aria-describedby={describedBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the sphere takes focus so its keys (turn, zoom) work
      tabIndex={0}
    />
  );
}
