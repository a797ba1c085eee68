/**
 * /x/playground/onepirate/: a landing-page sketch in the style of the onepirate template, to try the
 * template's typography. Its two web fonts are loaded only on paths containing `onepirate`
 * (src/clientModules/onepirateFont.ts); everywhere else they are never requested. A bare playground page:
 * no navbar, sidebar or ads.
 */
import * as React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BeachAccess from '@mui/icons-material/BeachAccess';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Savings from '@mui/icons-material/Savings';
import { ONEPIRATE_FONTS } from '@site/src/specialRoutes';

const FEATURES = [
  {
    icon: BeachAccess,
    title: 'Pick a place',
    text: 'Sea, lake or mountain: one weekend, one destination, no endless list.',
  },
  {
    icon: EventAvailable,
    title: 'Book in minutes',
    text: 'Choose the dates that suit you and receive a plan the same evening.',
  },
  {
    icon: Savings,
    title: 'Pay less',
    text: 'Members get the off-season price all year round, with no fees.',
  },
];

const heading = { fontFamily: ONEPIRATE_FONTS.heading, fontWeight: 700, textTransform: 'uppercase' } as const;

export default function OnepiratePage() {
  return (
    <Box component="main" sx={{ fontFamily: ONEPIRATE_FONTS.body, fontWeight: 300 }}>
      <Head>
        <title>Onepirate typography | MUI X playground</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Box
        sx={{
          bgcolor: '#28282a',
          color: '#fff',
          textAlign: 'center',
          px: 3,
          py: { xs: 8, md: 14 },
        }}
      >
        <Typography
          variant="h1"
          component="h1"
          sx={{ ...heading, fontSize: { xs: '2.25rem', md: '3.75rem' }, mb: 3 }}
        >
          Make the most of your weekends
        </Typography>
        <Typography sx={{ fontFamily: 'inherit', fontSize: '1.25rem', opacity: 0.85, mb: 5 }}>
          Two days away, planned for you. Up to 70% off the usual price.
        </Typography>
        <Button
          variant="contained"
          size="large"
          sx={{
            ...heading,
            bgcolor: '#ff3366',
            borderRadius: 0,
            px: 5,
            py: 1.5,
            '&:hover': { bgcolor: '#e62958' },
          }}
        >
          Plan a weekend
        </Button>
      </Box>
      <Box
        component="section"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          gap: 4,
          maxWidth: 1100,
          mx: 'auto',
          px: 3,
          py: 8,
        }}
      >
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Paper
            key={title}
            elevation={0}
            sx={{ textAlign: 'center', p: 3, bgcolor: '#fff5f8', color: '#28282a', borderRadius: 0 }}
          >
            <Icon sx={{ fontSize: 48, color: '#ff3366', mb: 2 }} />
            <Typography variant="h2" sx={{ ...heading, fontSize: '1.25rem', mb: 1.5 }}>
              {title}
            </Typography>
            <Typography sx={{ fontFamily: 'inherit', fontWeight: 300 }}>{text}</Typography>
          </Paper>
        ))}
      </Box>
      <Box sx={{ textAlign: 'center', pb: 8 }}>
        <Link to="/playground/">Back to the playground</Link>
      </Box>
    </Box>
  );
}
