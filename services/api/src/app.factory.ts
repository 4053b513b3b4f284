import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { LiveSocketAdapter } from './infrastructure/live/live-socket.adapter';
import { nestLogLevels } from './config/log-levels';
import { HttpErrorFilter } from './common/http-error.filter';
import { answerRouterError } from './common/router-errors';
import { sameOriginHook } from './common/same-origin.hook';
import { addSecurityHeaders } from './common/security-headers';
import { UPLOADS_URL_PREFIX } from './modules/uploads/upload-storage.service';

/** Builds the HTTP app exactly as production runs it; tests call this too. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerRouterError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: nestLogLevels(config.logLevel),
    // The payment webhook's signature is over the exact bytes sent (request.rawBody).
    rawBody: true,
  });
  app.setGlobalPrefix('api');
  mkdirSync(config.uploadDir, { recursive: true });
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableCors({ origin: config.corsOrigins, credentials: true });
  app.enableShutdownHooks();
  app.useWebSocketAdapter(new LiveSocketAdapter(app, config));
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  // Uploaded files: served as inert downloads of their own type, never as pages.
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      void res.header('x-content-type-options', 'nosniff');
      void res.header(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; media-src 'self'",
      );
      void res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', sameOriginHook(config.corsOrigins));
  addSecurityHeaders(fastify, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Swagger UI (outside production) runs inline scripts; production serves none.
        scriptSrc: config.isProduction ? ["'self'"] : ["'self'", "'unsafe-inline'"],
        // The few HTML pages of the API (unsubscribe, test checkout) carry inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    },
  });
  // The API's map is for developers; in production it would only help an attacker.
  if (!config.isProduction) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Yrkesbro API')
        .setVersion('0.1.0')
        .addCookieAuth('yb_access')
        .build(),
    );
    SwaggerModule.setup('api/docs', app, document);
  }
  return app;
}
