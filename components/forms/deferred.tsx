"use client";

import { deferredForm } from "./deferred-form";

// Placeholder heights are each form's rendered height at 390 px and from the sm breakpoint up, measured in Chromium.
export const DeferredHomeContactForm = deferredForm(() => import("./home-contact-form").then((module) => module.HomeContactForm), "h-[45rem] sm:h-[33rem]");
export const DeferredContactForm = deferredForm(() => import("./contact-form").then((module) => module.ContactForm), "h-[56.5rem] sm:h-[38.75rem]");
export const DeferredCareerForm = deferredForm(() => import("./career-form").then((module) => module.CareerForm), "h-[65rem] sm:h-[47.25rem]");
export const DeferredFaqQuestionForm = deferredForm(() => import("./faq-question-form").then((module) => module.FaqQuestionForm), "h-[27rem] sm:h-[21rem]");
export const DeferredTrainingForm = deferredForm(() => import("./training-form").then((module) => module.TrainingForm), "h-[44.75rem] sm:h-[33rem]");
export const DeferredInternshipForm = deferredForm(() => import("./internship-form").then((module) => module.InternshipForm), "h-[68.5rem] sm:h-[45rem]");
export const DeferredServicesEnquiryForm = deferredForm(() => import("./services-enquiry-form").then((module) => module.ServicesEnquiryForm), "h-[33rem] sm:h-[27rem]");
