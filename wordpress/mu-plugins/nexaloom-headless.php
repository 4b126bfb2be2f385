<?php
/**
 * Plugin Name: Nexaloom headless
 * Description: Makes WordPress the blog's back office: each post's own SEO flags and the old slugs of renamed
 *              posts in the REST API, and WordPress's own front end pointing at the Next.js site instead of
 *              competing with it (301 to the site's page, 410 for what the site does not have; post and
 *              category links, "View post" included, open the site).
 *
 * Configure in wp-config.php (without it only the REST additions are active, and the front end stays WordPress's):
 *   define( 'NEXALOOM_SITE_URL', 'https://www.example.com' );
 *
 * Untouched: wp-admin, wp-login.php, the REST API, wp-cron.php, admin-ajax.php and previews (the editor's
 * ?preview=true requests, which the Nexaloom preview plugin sends on to the site).
 *
 * REST additions (the site reads them; lib/blog/wordpress-schema.ts):
 *   - `nexaloom_seo` on posts: { noindex, nofollow, custom_title }, the post's own flags from Yoast SEO's post
 *     meta. Unlike the robots of Yoast's yoast_head_json, they never follow the site-wide "Discourage search
 *     engines" setting, which a headless WordPress often has on because its theme is not the site. Post meta
 *     only, so list reads can ask for it too.
 *   - GET /wp-json/nexaloom/v1/old-slugs: { "<old slug>": "<current slug>" } for published posts, from the
 *     `_wp_old_slug` WordPress keeps when a published post is renamed; the site redirects the old addresses.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The site's origin without a trailing slash, or null when the front end is left to WordPress. */
function nexaloom_headless_site_url() {
	if ( ! defined( 'NEXALOOM_SITE_URL' ) || ! NEXALOOM_SITE_URL ) {
		return null;
	}
	return untrailingslashit( (string) NEXALOOM_SITE_URL );
}

/* ------------------------------------------------------------------------------------------------------------
 * REST: the post's own SEO flags.
 * ---------------------------------------------------------------------------------------------------------- */

/** Yoast keeps a post's own robots choice and SEO title in these post meta keys ('1' = noindex / nofollow). */
function nexaloom_headless_seo_flags( $post_id ) {
	return array(
		'noindex'      => '1' === (string) get_post_meta( $post_id, '_yoast_wpseo_meta-robots-noindex', true ),
		'nofollow'     => '1' === (string) get_post_meta( $post_id, '_yoast_wpseo_meta-robots-nofollow', true ),
		'custom_title' => '' !== trim( (string) get_post_meta( $post_id, '_yoast_wpseo_title', true ) ),
	);
}

/* ------------------------------------------------------------------------------------------------------------
 * Old slugs of published posts.
 * ---------------------------------------------------------------------------------------------------------- */

/**
 * Rows of (old slug, current slug) for published posts, oldest rename first. An old slug that is the current
 * slug of a published post is left out (the live post wins), which also drops a post's own current slug.
 */
function nexaloom_headless_old_slug_rows( $only_slug = null ) {
	global $wpdb;
	$sql = "SELECT meta.meta_value AS old_slug, post.post_name AS slug
		FROM {$wpdb->postmeta} AS meta
		INNER JOIN {$wpdb->posts} AS post ON post.ID = meta.post_id
		LEFT JOIN {$wpdb->posts} AS live
			ON live.post_name = meta.meta_value AND live.post_type = 'post' AND live.post_status = 'publish'
		WHERE meta.meta_key = '_wp_old_slug' AND meta.meta_value <> ''
			AND post.post_type = 'post' AND post.post_status = 'publish' AND live.ID IS NULL";
	if ( null !== $only_slug ) {
		// The newest rename away from the slug decides, as in the whole map below.
		return $wpdb->get_results( $wpdb->prepare( "$sql AND meta.meta_value = %s ORDER BY meta.meta_id DESC LIMIT 1", $only_slug ) );
	}
	return $wpdb->get_results( "$sql ORDER BY meta.meta_id ASC" );
}

/**
 * Every old slug straight to its post's current slug: no chains, however often a post was renamed, since each
 * post's meta holds all its earlier slugs. Two posts once renamed away from the same slug: the newer rename wins.
 */
function nexaloom_headless_old_slugs() {
	$map = array();
	foreach ( nexaloom_headless_old_slug_rows() as $row ) {
		$map[ (string) $row->old_slug ] = (string) $row->slug;
	}
	return $map;
}

/** The current slug of the published post that once had this slug, or null. */
function nexaloom_headless_old_slug_target( $slug ) {
	$rows = nexaloom_headless_old_slug_rows( (string) $slug );
	return $rows ? (string) $rows[0]->slug : null;
}

add_action(
	'rest_api_init',
	function () {
		register_rest_field(
			'post',
			'nexaloom_seo',
			array(
				'get_callback' => function ( $post ) {
					return nexaloom_headless_seo_flags( (int) $post['id'] );
				},
				'schema'       => array(
					'description' => "The post's own robots flags and whether it has an SEO title of its own (Yoast SEO's post meta).",
					'type'        => 'object',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
					'properties'  => array(
						'noindex'      => array( 'type' => 'boolean' ),
						'nofollow'     => array( 'type' => 'boolean' ),
						'custom_title' => array( 'type' => 'boolean' ),
					),
				),
			)
		);

		register_rest_route(
			'nexaloom/v1',
			'/old-slugs',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => function () {
					// An object even when empty or when every key looks like a number.
					$response = new WP_REST_Response( (object) nexaloom_headless_old_slugs() );
					$response->header( 'Cache-Control', 'no-store' );
					return $response;
				},
			)
		);
	}
);

/* ------------------------------------------------------------------------------------------------------------
 * Links: published posts and categories point at the site.
 * ---------------------------------------------------------------------------------------------------------- */

/** The site's address of a published post ("%postname%" kept for the editor's slug field), or null. */
function nexaloom_headless_post_url( $post, $leavename = false ) {
	$site = nexaloom_headless_site_url();
	$post = get_post( $post );
	if ( ! $site || ! $post || 'post' !== $post->post_type || 'publish' !== $post->post_status || '' === $post->post_name ) {
		return null;
	}
	return $site . '/blog/' . ( $leavename ? '%postname%' : $post->post_name );
}

add_filter(
	'post_link',
	function ( $permalink, $post, $leavename ) {
		return nexaloom_headless_post_url( $post, $leavename ) ?? $permalink;
	},
	20,
	3
);

add_filter(
	'term_link',
	function ( $termlink, $term, $taxonomy ) {
		$site = nexaloom_headless_site_url();
		return $site && 'category' === $taxonomy ? $site . '/blog/category/' . $term->slug : $termlink;
	},
	20,
	3
);

// A preview of a published post's unsaved changes is built on its permalink; it must stay on WordPress
// (or go wherever the Nexaloom preview plugin, at the default priority, sends it), not to the public page.
add_filter(
	'preview_post_link',
	function ( $link, $post ) {
		// WordPress builds it from the permalink with the request's scheme (set_url_scheme), so compare without.
		$site = nexaloom_headless_post_url( $post );
		if ( ! $site || 0 !== strpos( preg_replace( '#^https?:#', '', $link ), preg_replace( '#^https?:#', '', $site ) ) ) {
			return $link;
		}
		// WordPress's own address of the post (?p=<id>), with the preview's query (preview, preview_id, nonce).
		$args = array();
		parse_str( (string) wp_parse_url( $link, PHP_URL_QUERY ), $args );
		return add_query_arg( urlencode_deep( array_merge( array( 'p' => get_post( $post )->ID ), $args ) ), home_url( '/' ) );
	},
	5,
	2
);

/* ------------------------------------------------------------------------------------------------------------
 * Front end: every public WordPress URL answers with the site's matching page, or 410.
 * ---------------------------------------------------------------------------------------------------------- */

/** The site's path for page N of a list (WordPress's `paged`); page 1 is the list's own path. */
function nexaloom_headless_paged( $path ) {
	$page = (int) get_query_var( 'paged' );
	return $page > 1 ? $path . '/page/' . $page : $path;
}

/**
 * A preview request (?preview=true, the customizer). As redirect_canonical() decides it: a published post asked
 * for with preview=true but no valid preview nonce is not a preview (WordPress sends it to its permalink, so
 * here it goes to the site's page); unsaved changes to a published post come with the nonce.
 */
function nexaloom_headless_is_preview() {
	if ( is_customize_preview() ) {
		return true;
	}
	if ( ! is_preview() && ! isset( $_GET['preview'] ) ) {
		return false;
	}
	$id = (int) get_query_var( 'p' );
	$id = $id ? $id : get_queried_object_id();
	if ( $id && 'publish' === get_post_status( $id ) ) {
		return isset( $_GET['preview_id'], $_GET['preview_nonce'] )
			&& wp_verify_nonce( wp_unslash( $_GET['preview_nonce'] ), 'post_preview_' . (int) $_GET['preview_id'] );
	}
	return true;
}

/** WordPress's shortcuts to the dashboard and the login (/admin, /login, ...), which it answers on a 404. */
function nexaloom_headless_is_admin_shortcut() {
	if ( ! is_404() ) {
		return false;
	}
	$path = untrailingslashit( (string) wp_parse_url( isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : '', PHP_URL_PATH ) );
	$base = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
	return in_array( $path, array( "$base/wp-admin", "$base/admin", "$base/dashboard", "$base/login", "$base/wp-login.php" ), true );
}

/** Where the site shows what this front-end request asked for: a URL, or null when it has no such page. */
function nexaloom_headless_front_end_target( $site ) {
	if ( is_embed() ) {
		return null; // The site has no embed view of a post.
	}
	if ( is_feed() ) {
		// The main feed only (any of its formats); category, tag, comment and search feeds have no counterpart.
		$main = ! is_archive() && ! is_singular() && ! is_search() && ! is_comment_feed();
		return $main ? $site . '/blog/feed.xml' : null;
	}
	if ( is_singular( 'post' ) ) {
		$post = get_queried_object();
		return $post && 'publish' === $post->post_status ? $site . '/blog/' . $post->post_name : null;
	}
	if ( is_category() ) {
		$term = get_queried_object();
		if ( ! $term || empty( $term->slug ) ) {
			return null;
		}
		return $site . nexaloom_headless_paged( '/blog/category/' . $term->slug );
	}
	if ( get_query_var( 'sitemap' ) || get_query_var( 'sitemap-stylesheet' ) ) {
		return null; // WordPress's own sitemaps list WordPress's addresses; the site has /sitemap.xml.
	}
	if ( ( is_home() || is_front_page() ) && ! is_search() ) {
		return $site . nexaloom_headless_paged( '/blog' );
	}
	if ( is_404() ) {
		return nexaloom_headless_not_found_target( $site );
	}
	return null;
}

/**
 * A 404 of WordPress the site can still answer: a published post's earlier address (WordPress's own old-slug
 * redirect would send it to the theme), or a page of the blog or of a category past WordPress's own paging
 * (the site pages its lists differently, so it decides whether page N exists).
 */
function nexaloom_headless_not_found_target( $site ) {
	global $wp;
	$paged = (int) get_query_var( 'paged' );
	$vars  = array_keys(
		array_filter(
			(array) $wp->query_vars,
			function ( $value ) {
				return is_array( $value ) ? ! empty( $value ) : '' !== (string) $value;
			}
		)
	);
	if ( $paged > 1 && ! array_diff( $vars, array( 'paged', 'error' ) ) ) {
		return $site . nexaloom_headless_paged( '/blog' );
	}
	if ( $paged > 1 && ! array_diff( $vars, array( 'paged', 'error', 'category_name' ) ) ) {
		$term = get_term_by( 'slug', basename( (string) get_query_var( 'category_name' ) ), 'category' );
		return $term ? $site . nexaloom_headless_paged( '/blog/category/' . $term->slug ) : null;
	}
	$asked = (string) get_query_var( 'name' );
	if ( '' === $asked && get_query_var( 'pagename' ) ) {
		$asked = basename( (string) get_query_var( 'pagename' ) );
	}
	$slug = '' !== $asked ? nexaloom_headless_old_slug_target( $asked ) : null;
	return $slug ? $site . '/blog/' . $slug : null;
}

add_action(
	'template_redirect',
	function () {
		$site = nexaloom_headless_site_url();
		if ( ! $site || is_admin() || wp_doing_ajax() || wp_doing_cron() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			return;
		}
		// Previews stay as they are: WordPress's own, or sent to the site by the Nexaloom preview plugin.
		if ( nexaloom_headless_is_preview() ) {
			return;
		}
		if ( nexaloom_headless_is_admin_shortcut() ) {
			return;
		}
		$target = nexaloom_headless_front_end_target( $site );
		if ( $target ) {
			wp_redirect( $target, 301, 'Nexaloom headless' );
			exit;
		}
		// No page of the site matches: gone, rather than a redirect of everything to one page (a soft 404).
		status_header( 410 );
		nocache_headers();
		header( 'Content-Type: text/plain; charset=utf-8' );
		header( 'X-Robots-Tag: noindex' );
		echo "410 Gone. This blog lives at {$site}/blog\n";
		exit;
	},
	1
);
