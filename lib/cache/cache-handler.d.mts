export { CacheHandler as default } from "@fortedigital/nextjs-cache-handler";
