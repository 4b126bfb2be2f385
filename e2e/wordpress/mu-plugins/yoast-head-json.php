<?php
/**
 * Plugin Name: Nexaloom e2e: Yoast SEO and media offload stand-ins
 * Description: TEST ONLY (installed by e2e/wordpress/wordpress.sh, never in production). Yoast SEO cannot be
 *              installed here, so this answers the REST API the way Yoast documents it (developer.yoast.com,
 *              "REST API": the `yoast_head_json` field on posts), built from Yoast's own post meta. It also
 *              re-hosts attachments onto another base URL, as the S3/CDN "media offload" plugins do.
 *
 * Kept to the documented fields: title, description, robots, canonical, og_*, article_*_time, author,
 * twitter_*, schema. Like Yoast, `robots` follows the site-wide "Discourage search engines" setting
 * (blog_public = 0 makes every post `noindex` here), which is why the site reads a post's own flag from
 * nexaloom_seo (wordpress/mu-plugins/nexaloom-headless.php) instead.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Yoast SEO's post meta keys the stand-in reads (Yoast's own names; '1' = noindex / nofollow). */
const NEXALOOM_E2E_YOAST_META = array(
	'_yoast_wpseo_title',
	'_yoast_wpseo_metadesc',
	'_yoast_wpseo_canonical',
	'_yoast_wpseo_meta-robots-noindex',
	'_yoast_wpseo_meta-robots-nofollow',
	'_yoast_wpseo_opengraph-title',
	'_yoast_wpseo_opengraph-description',
	'_yoast_wpseo_opengraph-image',
	'_yoast_wpseo_twitter-title',
	'_yoast_wpseo_twitter-description',
	'_yoast_wpseo_twitter-image',
);

/**
 * Test scaffolding, not Yoast: real Yoast SEO does NOT expose its post meta in the REST API (editors set it in
 * its sidebar). Registered here so the tests can write it as an editor would, through `meta: {...}`.
 */
add_action(
	'init',
	function () {
		$args = array(
			'show_in_rest'  => true,
			'single'        => true,
			'type'          => 'string',
			'auth_callback' => function () {
				return current_user_can( 'edit_posts' );
			},
		);
		foreach ( NEXALOOM_E2E_YOAST_META as $key ) {
			register_post_meta( 'post', $key, $args );
		}
		// The media offload stand-in's setting, per attachment (test scaffolding as well).
		register_post_meta( 'attachment', '_nexaloom_e2e_media_base', $args );
	}
);

function nexaloom_e2e_meta( $post_id, $key ) {
	return trim( (string) get_post_meta( $post_id, $key, true ) );
}

/** Yoast's snippet variables the stand-in knows; Yoast's default separator is "-". */
function nexaloom_e2e_yoast_replace_vars( $template, $post ) {
	$text = strtr(
		$template,
		array(
			'%%title%%'    => $post->post_title,
			'%%sitename%%' => get_bloginfo( 'name' ),
			'%%sep%%'      => '-',
			'%%page%%'     => '',
		)
	);
	return trim( preg_replace( '/\s+/', ' ', $text ) );
}

/** An image as Yoast lists it in og_image: the attachment's size when the URL is one of ours. */
function nexaloom_e2e_yoast_image( $url, $attachment_id = 0 ) {
	$attachment_id = $attachment_id ? $attachment_id : attachment_url_to_postid( $url );
	if ( $attachment_id ) {
		$source = wp_get_attachment_image_src( $attachment_id, 'full' );
		if ( $source ) {
			return array(
				'width'  => (int) $source[1],
				'height' => (int) $source[2],
				'url'    => $url ? $url : $source[0],
				'type'   => (string) get_post_mime_type( $attachment_id ),
			);
		}
	}
	return array( 'url' => $url );
}

function nexaloom_e2e_yoast_time( $gmt ) {
	return gmdate( 'c', strtotime( $gmt . ' UTC' ) );
}

function nexaloom_e2e_yoast_head_json( WP_Post $post ) {
	$id       = $post->ID;
	$sitename = get_bloginfo( 'name' );
	$author   = get_the_author_meta( 'display_name', $post->post_author );
	$home     = home_url( '/' );

	// Yoast always sends a title: the editor's SEO title, else its template for posts.
	$template = nexaloom_e2e_meta( $id, '_yoast_wpseo_title' );
	$title    = nexaloom_e2e_yoast_replace_vars( '' !== $template ? $template : '%%title%% %%page%% %%sep%% %%sitename%%', $post );

	$description = nexaloom_e2e_meta( $id, '_yoast_wpseo_metadesc' );
	$canonical   = nexaloom_e2e_meta( $id, '_yoast_wpseo_canonical' );
	$canonical   = '' !== $canonical ? $canonical : get_permalink( $post );

	// As Yoast does: the site-wide "Discourage search engines" makes every page noindex.
	$noindex  = '1' === nexaloom_e2e_meta( $id, '_yoast_wpseo_meta-robots-noindex' ) || '0' === (string) get_option( 'blog_public' );
	$nofollow = '1' === nexaloom_e2e_meta( $id, '_yoast_wpseo_meta-robots-nofollow' );
	$robots   = array(
		'index'  => $noindex ? 'noindex' : 'index',
		'follow' => $nofollow ? 'nofollow' : 'follow',
	);
	if ( ! $noindex ) {
		$robots += array(
			'max-snippet'       => 'max-snippet:-1',
			'max-image-preview' => 'max-image-preview:large',
			'max-video-preview' => 'max-video-preview:-1',
		);
	}

	$og_image  = nexaloom_e2e_meta( $id, '_yoast_wpseo_opengraph-image' );
	$thumbnail = (int) get_post_thumbnail_id( $post );
	$images    = array();
	if ( '' !== $og_image ) {
		$images[] = nexaloom_e2e_yoast_image( $og_image );
	} elseif ( $thumbnail ) {
		$images[] = nexaloom_e2e_yoast_image( (string) wp_get_attachment_url( $thumbnail ), $thumbnail );
	}

	$og_description = nexaloom_e2e_meta( $id, '_yoast_wpseo_opengraph-description' );
	if ( '' === $og_description ) {
		$og_description = '' !== $description ? $description : trim( wp_strip_all_tags( $post->post_excerpt ) );
	}
	$og_title = nexaloom_e2e_meta( $id, '_yoast_wpseo_opengraph-title' );

	$words   = str_word_count( wp_strip_all_tags( $post->post_content ) );
	$minutes = max( 1, (int) ceil( $words / 200 ) );

	$person_id = $home . '#/schema/person/' . md5( get_the_author_meta( 'user_login', $post->post_author ) . $post->post_author );
	$head      = array( 'title' => $title );
	if ( '' !== $description ) {
		$head['description'] = $description;
	}
	$head += array(
		'robots'                 => $robots,
		'canonical'              => $canonical,
		'og_locale'              => get_locale(),
		'og_type'                => 'article',
		'og_title'               => '' !== $og_title ? nexaloom_e2e_yoast_replace_vars( $og_title, $post ) : $title,
	);
	if ( '' !== $og_description ) {
		$head['og_description'] = $og_description;
	}
	$head += array(
		'og_url'                 => $canonical,
		'og_site_name'           => $sitename,
		'article_published_time' => nexaloom_e2e_yoast_time( $post->post_date_gmt ),
	);
	if ( $post->post_modified_gmt !== $post->post_date_gmt ) {
		$head['article_modified_time'] = nexaloom_e2e_yoast_time( $post->post_modified_gmt );
	}
	if ( $images ) {
		$head['og_image'] = $images;
	}
	$head['author']       = $author;
	$head['twitter_card'] = 'summary_large_image';
	foreach ( array( 'title', 'description', 'image' ) as $field ) {
		$value = nexaloom_e2e_meta( $id, "_yoast_wpseo_twitter-{$field}" );
		if ( '' !== $value ) {
			$head[ "twitter_{$field}" ] = 'title' === $field ? nexaloom_e2e_yoast_replace_vars( $value, $post ) : $value;
		}
	}
	$head['twitter_misc'] = array(
		'Written by'        => $author,
		'Est. reading time' => 1 === $minutes ? '1 minute' : "{$minutes} minutes",
	);
	// Yoast's schema.org graph; the site must never put it in its pages (it keeps its own BlogPosting).
	$head['schema'] = array(
		'@context' => 'https://schema.org',
		'@graph'   => array(
			array(
				'@type'            => 'Article',
				'@id'              => $canonical . '#article',
				'isPartOf'         => array( '@id' => $canonical ),
				'author'           => array(
					'name' => $author,
					'@id'  => $person_id,
				),
				'headline'         => $post->post_title,
				'datePublished'    => nexaloom_e2e_yoast_time( $post->post_date_gmt ),
				'dateModified'     => nexaloom_e2e_yoast_time( $post->post_modified_gmt ),
				'mainEntityOfPage' => array( '@id' => $canonical ),
				'wordCount'        => $words,
				'inLanguage'       => get_bloginfo( 'language' ),
			),
			array(
				'@type'      => 'WebPage',
				'@id'        => $canonical,
				'url'        => $canonical,
				'name'       => $title,
				'isPartOf'   => array( '@id' => $home . '#website' ),
				'inLanguage' => get_bloginfo( 'language' ),
			),
			array(
				'@type'       => 'WebSite',
				'@id'         => $home . '#website',
				'url'         => $home,
				'name'        => $sitename,
				'description' => get_bloginfo( 'description' ),
				'inLanguage'  => get_bloginfo( 'language' ),
			),
			array(
				'@type' => 'Person',
				'@id'   => $person_id,
				'name'  => $author,
				'url'   => get_author_posts_url( $post->post_author ),
			),
		),
	);
	return $head;
}

add_action(
	'rest_api_init',
	function () {
		register_rest_field(
			'post',
			'yoast_head_json',
			array(
				'get_callback' => function ( $post ) {
					$post = get_post( $post['id'] );
					return $post ? nexaloom_e2e_yoast_head_json( $post ) : null;
				},
				'schema'       => array(
					'description' => 'Yoast SEO head as JSON (test stand-in).',
					'type'        => 'object',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
			)
		);
	}
);

/**
 * Media offload stand-in: an attachment with `_nexaloom_e2e_media_base` is served from that base URL plus its
 * upload-relative path (e2e/wordpress/wordpress.sh serves the uploads folder on WP_E2E_MEDIA_URL), so its
 * REST source_url and sizes point at another host, as with an S3 or CDN offload plugin.
 */
add_filter(
	'wp_get_attachment_url',
	function ( $url, $attachment_id ) {
		$base = nexaloom_e2e_meta( $attachment_id, '_nexaloom_e2e_media_base' );
		$file = (string) get_post_meta( $attachment_id, '_wp_attached_file', true );
		if ( '' === $base || '' === $file ) {
			return $url;
		}
		return untrailingslashit( $base ) . '/' . ltrim( $file, '/' );
	},
	20,
	2
);
