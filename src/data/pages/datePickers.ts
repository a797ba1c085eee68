import type { PageTreeNode } from '../../pageTree/types';

const p = (slug: string) => `/react-date-pickers/${slug}`;

/** The Date and Time Pickers section of the navigation tree (see src/data/pages.ts). */
export const datePickersPages: PageTreeNode = {
  pathname: '/react-date-pickers-group',
  title: 'Date and Time Pickers',
  children: [
    { pathname: '/react-date-pickers/', title: 'Overview' },
    { pathname: p('quickstart') },
    { pathname: p('base-concepts') },
    { pathname: p('faq'), title: 'FAQs' },
    {
      pathname: '/react-date-pickers/components',
      subheader: 'Components',
      children: [
        {
          pathname: '/react-date-pickers/date-components',
          title: 'Date components',
          children: [
            { pathname: p('date-picker'), title: 'Date Picker' },
            { pathname: p('date-field'), title: 'Date Field' },
            { pathname: p('date-calendar'), title: 'Date Calendar' },
          ],
        },
        {
          pathname: '/react-date-pickers/time-components',
          title: 'Time components',
          children: [
            { pathname: p('time-picker'), title: 'Time Picker' },
            { pathname: p('time-field'), title: 'Time Field' },
            { pathname: p('time-clock'), title: 'Time Clock' },
            { pathname: p('digital-clock'), title: 'Digital Clock' },
          ],
        },
        {
          pathname: '/react-date-pickers/date-time-components',
          title: 'Date Time components',
          children: [
            { pathname: p('date-time-picker'), title: 'Date Time Picker' },
            { pathname: p('date-time-field'), title: 'Date Time Field' },
          ],
        },
        {
          pathname: '/react-date-pickers/date-range-components',
          title: 'Date Range components',
          plan: 'pro',
          children: [
            { pathname: p('date-range-picker'), title: 'Date Range Picker', plan: 'pro' },
            { pathname: p('date-range-field'), title: 'Date Range Field', plan: 'pro' },
            { pathname: p('date-range-calendar'), title: 'Date Range Calendar', plan: 'pro' },
          ],
        },
        {
          pathname: '/react-date-pickers/time-range-components',
          title: 'Time Range components',
          plan: 'pro',
          children: [
            { pathname: p('time-range-picker'), title: 'Time Range Picker', plan: 'pro', newFeature: true },
            { pathname: p('time-range-field'), title: 'Time Range Field', plan: 'pro' },
          ],
        },
        {
          pathname: '/react-date-pickers/date-time-range-components',
          title: 'Date Time Range components',
          plan: 'pro',
          children: [
            { pathname: p('date-time-range-picker'), title: 'Date Time Range Picker', plan: 'pro' },
            { pathname: p('date-time-range-field'), title: 'Date Time Range Field', plan: 'pro' },
          ],
        },
        { pathname: p('fields'), title: 'Field components' },
      ],
    },
    {
      pathname: '/react-date-pickers/main-features',
      subheader: 'Main features',
      children: [
        { pathname: p('validation') },
        { pathname: p('lifecycle'), title: 'Components lifecycle' },
        { pathname: p('shortcuts') },
        { pathname: p('accessibility') },
      ],
    },
    {
      pathname: '/react-date-pickers/localization-group',
      subheader: 'Localization',
      children: [
        { pathname: p('localization'), title: 'Translated components' },
        { pathname: p('adapters-locale'), title: 'Date format and localization' },
        { pathname: p('timezone'), title: 'UTC and timezones' },
        { pathname: p('calendar-systems') },
      ],
    },
    {
      pathname: '/react-date-pickers/customization',
      subheader: 'Customization',
      children: [
        { pathname: p('custom-components'), title: 'Custom subcomponents' },
        { pathname: p('custom-layout') },
        { pathname: p('custom-field') },
        { pathname: p('custom-opening-button') },
        { pathname: p('playground'), title: 'Customization playground' },
      ],
    },
  ],
};
