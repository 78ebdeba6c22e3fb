/** The My Pages feature's server entry: the gate other features' My Pages loaders go through. */
export { createMyPagesShell, type MyPagesGate, type MyPagesVisit } from "./my-pages-shell.server";
