<?php
/**
 * Plugin Name: Nexaloom preview
 * Description: Sends the editor's Preview button to the Next.js site, which shows the draft in its own layout.
 *
 * Configure in wp-config.php (without both, WordPress keeps its own preview):
 *   define( 'NEXALOOM_PREVIEW_URL', 'https://www.example.com/api/preview' );
 *   define( 'NEXALOOM_PREVIEW_SECRET', 'the PREVIEW_SECRET of the site' );
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** How long a preview link works; the site refuses tokens that claim more (lib/blog/preview-token.ts). */
const NEXALOOM_PREVIEW_LINK_SECONDS = 600;

function nexaloom_preview_configured() {
	return defined( 'NEXALOOM_PREVIEW_URL' ) && defined( 'NEXALOOM_PREVIEW_SECRET' ) && NEXALOOM_PREVIEW_URL && NEXALOOM_PREVIEW_SECRET;
}

/** "<id>.<expiry>.<hex HMAC-SHA256 of id.expiry>": the site verifies it with the same secret. */
function nexaloom_preview_token( $post_id ) {
	$expires = time() + NEXALOOM_PREVIEW_LINK_SECONDS;
	return $post_id . '.' . $expires . '.' . hash_hmac( 'sha256', $post_id . '.' . $expires, NEXALOOM_PREVIEW_SECRET );
}

/** The site's preview link for a post, or null for anything the site does not show (pages, other types). */
function nexaloom_preview_link( $post ) {
	$post = get_post( $post );
	if ( ! nexaloom_preview_configured() || ! $post ) {
		return null;
	}
	// An autosave previews its post: the site reads the newest autosave itself.
	$id = wp_is_post_revision( $post ) ? (int) $post->post_parent : (int) $post->ID;
	if ( 'post' !== get_post_type( $id ) ) {
		return null;
	}
	return add_query_arg( 'token', nexaloom_preview_token( $id ), NEXALOOM_PREVIEW_URL );
}

add_filter(
	'preview_post_link',
	function ( $link, $post ) {
		return nexaloom_preview_link( $post ) ?? $link;
	},
	10,
	2
);

// The block editor previews a draft at its own address with ?preview=true rather than through
// preview_post_link; WordPress answers that request here, for the editor who is logged in, so send
// it on to the site as well.
add_action(
	'template_redirect',
	function () {
		if ( ! is_preview() ) {
			return;
		}
		$id   = get_queried_object_id();
		$link = $id && current_user_can( 'edit_post', $id ) ? nexaloom_preview_link( $id ) : null;
		if ( $link ) {
			wp_redirect( $link, 302, 'Nexaloom preview' );
			exit;
		}
	}
);

// The link as the editor's Preview button would open it, for editors only (tools and tests read it here).
add_action(
	'rest_api_init',
	function () {
		register_rest_field(
			'post',
			'nexaloom_preview_link',
			array(
				'get_callback' => function ( $post ) {
					return current_user_can( 'edit_post', $post['id'] ) ? get_preview_post_link( $post['id'] ) : null;
				},
				'schema'       => array(
					'type'     => array( 'string', 'null' ),
					'context'  => array( 'edit' ),
					'readonly' => true,
				),
			)
		);
	}
);
